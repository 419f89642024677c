import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The building blocks of every order page (hotel, package): titled sections and "label over value" facts. */

/** A titled part of the order page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One "label over value" fact. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Box>
    </Box>
  );
}
