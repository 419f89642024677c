import { LANGUAGES, type TLanguage } from '@frs/contract';
import TextField from '@mui/material/TextField';
import { LANGUAGE_NAMES } from '../../lib/i18n';

/**
 * A choice of hy, en or ru for something other than the screen itself (a document, a mail preview): each language
 * under its own name, as a native select (small, and usable by keyboard and on phones).
 */
export function LanguageSelect({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: TLanguage;
  onChange: (language: TLanguage) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as TLanguage)}
      slotProps={{ select: { native: true }, htmlInput: { 'data-testid': testId } }}
      sx={{ minWidth: 160 }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </TextField>
  );
}
