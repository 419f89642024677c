import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useImperativeHandle, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDateFieldKind, TDateFieldProps } from './date-field';
import { datePlaceholder, formatTypedDigits } from './date-text';

type TLightDateFieldProps = Omit<TDateFieldProps, 'value' | 'onChange' | 'min' | 'max' | 'kind'> & {
  kind: TDateFieldKind;
  /** What the field shows: the value as the picker writes it, or what is being typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** The user reached for the field (pointer or focus): time to fetch the picker. */
  onFirstUse: () => void;
  onFocusChange: (focused: boolean) => void;
  /** The calendar (or clock) button was pressed. */
  onCalendar: () => void;
};

/**
 * What a date field draws before its picker has loaded: a plain text field of the same label, size, messages and
 * test id, with the same button at its end, so that the picker replaces it without anything moving. It is typed as
 * the picker's shown format ("24.11.2026"), which lazy-picker-field.tsx reads into the form.
 */
export function LightDateField({
  kind,
  text,
  onTextChange,
  onFirstUse,
  onFocusChange,
  onCalendar,
  onBlur,
  label,
  testId,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
  name,
  focusRef,
}: TLightDateFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(focusRef, () => ({ focus: () => input.current?.focus() }), []);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    // Digits typed at the end get the pattern's dots as in the picker; an edit inside the text keeps its caret.
    const atEnd = event.target.selectionStart === typed.length;
    onTextChange(atEnd && typed.length > text.length ? formatTypedDigits(typed, kind) : typed);
  };
  const Icon = kind === 'time' ? AccessTimeIcon : EventIcon;
  const buttonLabel =
    kind === 'time'
      ? text
        ? t('datePicker.chooseTimeSelected', { time: text })
        : t('datePicker.chooseTime')
      : text
        ? t('datePicker.chooseDateSelected', { date: text })
        : t('datePicker.chooseDate');

  return (
    <TextField
      label={label}
      name={name}
      value={text}
      onChange={change}
      onPointerDown={onFirstUse}
      onFocus={() => {
        onFirstUse();
        onFocusChange(true);
      }}
      onBlur={() => {
        onFocusChange(false);
        onBlur?.();
      }}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      placeholder={datePlaceholder(kind, t)}
      inputRef={input}
      slotProps={{
        htmlInput: { autoComplete: 'off', ...(testId ? { 'data-testid': testId } : {}) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={buttonLabel} disabled={disabled} onClick={onCalendar}>
                <Icon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
