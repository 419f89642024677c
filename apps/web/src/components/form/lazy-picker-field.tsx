import { useEffect, useState, type ComponentType } from 'react';
import { useLazyModule, whenIdle, type TLazyModule } from '../../lib/lazy-module';
import type { TDateFieldKind, TDateFieldProps } from './date-field';
import { parseDateText, shownDateText } from './date-text';
import { LightDateField } from './light-date-field';
import type { TPickerHandover, TPickerProps } from './picker-props';

type TLazyPickerFieldProps = TDateFieldProps & {
  kind: TDateFieldKind;
  /** The module of the picker (date-picker.tsx or date-time-picker.tsx), imported on first use. */
  picker: TLazyModule<{ Picker: ComponentType<TPickerProps> }>;
};

/**
 * A date field whose picker loads on first use: until it has arrived, LightDateField stands in for it, and the
 * picker is fetched when the field is pointed at, focused or its button pressed, or else when the browser is idle
 * after the screen is drawn. Then the picker takes over where the user was: the focus in its sections, or its calendar
 * open when the button was pressed. A value half typed is kept in the light field (the picker takes over once it is
 * complete or cleared); a picker that does not load leaves a field typed as text, which tries again on next use.
 */
export function LazyPickerField({ picker, ...props }: TLazyPickerFieldProps) {
  const { kind, value, onChange } = props;
  const loaded = useLazyModule(picker);
  // What is typed, while it means the form's value (a half-typed date means '', as in the picker); a new value from
  // outside replaces it.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && parseDateText(typed, kind) === value ? typed : shownDateText(value, kind);
  const halfTyped = text.trim() !== '' && parseDateText(text, kind) === '';
  const [focused, setFocused] = useState(false);
  const [calendarWanted, setCalendarWanted] = useState(false);
  // Once the picker has taken over it stays, whatever the light field's state would say.
  const [swapped, setSwapped] = useState(false);
  if (!swapped && loaded && !halfTyped) setSwapped(true);

  useEffect(() => {
    if (swapped) return;
    return whenIdle(() => void picker.preload());
  }, [picker, swapped]);

  if (swapped && loaded) {
    const handover: TPickerHandover = calendarWanted ? 'calendar' : focused ? 'focus' : undefined;
    return <loaded.Picker {...props} handover={handover} />;
  }
  return (
    <LightDateField
      {...props}
      text={text}
      onTextChange={(next) => {
        setTyped(next);
        const parsed = parseDateText(next, kind);
        if (parsed !== value) onChange(parsed);
      }}
      onFirstUse={() => void picker.preload()}
      onFocusChange={(isFocused) => {
        setFocused(isFocused);
        if (isFocused) setCalendarWanted(false);
      }}
      onCalendar={() => {
        setCalendarWanted(true);
        void picker.preload();
      }}
    />
  );
}
