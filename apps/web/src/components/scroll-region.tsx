import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its box on a narrow screen. The box is a named region that takes the
 * focus, so keyboard users can scroll it with the arrow keys (WCAG: scrollable regions must be keyboard reachable).
 */
export function ScrollRegion({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      sx={{ overflowX: 'auto', maxWidth: '100%', borderRadius: 1 }}
    >
      {children}
    </Box>
  );
}
