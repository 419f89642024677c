import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../lib/field-errors';

/** A native select of whole numbers (phones show their own picker; keyboards choose the standard way). */
export function NumberSelect({
  label,
  value,
  choices,
  onChange,
  testId,
  error,
  emptyLabel,
}: {
  label: string;
  value: number | null;
  choices: readonly number[];
  onChange: (value: number | null) => void;
  testId: string;
  error?: string;
  /** The choice of no number (shown only when given, or while none is chosen). */
  emptyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
    >
      {(emptyLabel !== undefined || value === null) && <option value="">{emptyLabel ?? '—'}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The number of children of a search party, and one age select per child (an age not chosen yet is null). The
 * field error of the whole list shows under the count, each age's own under that age.
 */
export function ChildAgesField({
  ages,
  onChange,
  error,
  countChoices,
  ageChoices,
  label,
  groupLabel,
  ageLabel,
  testIdPrefix,
}: {
  ages: (number | null)[];
  onChange: (ages: (number | null)[]) => void;
  /** The list's field error as react-hook-form gives it (an array of the ages' errors, or one of the list). */
  error: FieldError | undefined;
  countChoices: readonly number[];
  ageChoices: readonly number[];
  label: string;
  groupLabel: string;
  ageLabel: (number: number) => string;
  /** The selects' test ids: `<prefix>-children` and `<prefix>-child-age-<index>`. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const ageErrors = Array.isArray(error) ? (error as ({ message?: string } | undefined)[]) : [];
  const listError = translateFieldError(error?.message ?? error?.root?.message, t);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <NumberSelect
        label={label}
        value={ages.length}
        choices={countChoices}
        onChange={(count) => {
          const next = ages.slice(0, count ?? 0);
          while (next.length < (count ?? 0)) next.push(null);
          onChange(next);
        }}
        testId={`${testIdPrefix}-children`}
        error={listError}
      />
      {ages.length > 0 && (
        <Box
          role="group"
          aria-label={groupLabel}
          sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}
        >
          {ages.map((age, index) => (
            <NumberSelect
              key={index}
              label={ageLabel(index + 1)}
              value={age}
              choices={ageChoices}
              onChange={(next) => {
                const updated = [...ages];
                updated[index] = next;
                onChange(updated);
              }}
              testId={`${testIdPrefix}-child-age-${index}`}
              error={translateFieldError(ageErrors[index]?.message, t)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
