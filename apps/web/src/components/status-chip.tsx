import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * A status as a small chip: the status's colour is the border, the label keeps the body text colour (4.5:1
 * contrast on white, which the palette's light colours would not give).
 */
export function StatusChip({
  status,
  label,
  color,
  testId,
}: {
  status: string;
  label: string;
  color: ChipProps['color'];
  testId?: string;
}) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={label}
      data-testid={testId}
      data-status={status}
      sx={{ color: 'text.primary', borderWidth: 2 }}
    />
  );
}
