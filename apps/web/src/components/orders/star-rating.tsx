import Box from '@mui/material/Box';

/** A hotel's category as stars ("★★★★"), read out by screen readers as the line's `label` ("4 stars"). */
export function StarRating({
  stars,
  label,
  testId,
  spaced = false,
}: {
  stars: number;
  label: string;
  testId?: string;
  /** Letter-spaced stars (the hotel line's lists and pages). */
  spaced?: boolean;
}) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      data-testid={testId}
      sx={
        spaced
          ? { color: 'warning.main', whiteSpace: 'nowrap', letterSpacing: 1 }
          : { color: 'warning.main', whiteSpace: 'nowrap' }
      }
    >
      {'★'.repeat(stars)}
    </Box>
  );
}
