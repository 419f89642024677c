import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';

/** A search form's submit button (busy while its search runs). */
export function SearchSubmitButton({
  searching,
  label,
  testId,
}: {
  searching: boolean;
  label: string;
  testId: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      startIcon={<SearchIcon />}
      loading={searching}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
