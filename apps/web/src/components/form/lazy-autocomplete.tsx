import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLazyModule, whenIdle, type TLazyModule } from '../../lib/lazy-module';

/** Where the user was in the stand-in when the autocomplete arrived: in it, or asking for its options. */
export type TAutocompleteHandover = 'focus' | 'open' | undefined;

/**
 * A list filter's autocomplete, imported on first use: MUI's Autocomplete and Popper are not part of the list's first
 * load. Until it has arrived, a read-only text field of the same label, size, text and test id stands in for it. The
 * autocomplete is fetched when the field is pointed at or focused, or else when the browser is idle after the screen
 * is drawn; it then takes over where the user was (`handover`: the focus in it, its options open after a click or an
 * arrow key).
 */
export function LazyAutocomplete<TModule>({
  picker,
  render,
  label,
  testId,
  size,
  text = '',
}: {
  /** The autocomplete's module. */
  picker: TLazyModule<TModule>;
  /** The autocomplete, once its module has arrived. */
  render: (module: TModule, handover: TAutocompleteHandover) => ReactNode;
  label: string;
  testId: string;
  size?: 'small' | 'medium';
  /** What the stand-in shows: the chosen record's label, when it is known without the autocomplete. */
  text?: string;
}) {
  const loaded = useLazyModule(picker);
  const [handover, setHandover] = useState<TAutocompleteHandover>(undefined);

  useEffect(() => {
    if (loaded) return;
    return whenIdle(() => void picker.preload());
  }, [picker, loaded]);

  if (loaded) return render(loaded, handover);
  const fetchPicker = () => void picker.preload();
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setHandover('open');
  };
  return (
    <TextField
      label={label}
      size={size}
      value={text}
      onPointerDown={fetchPicker}
      onFocus={() => {
        fetchPicker();
        setHandover((current) => current ?? 'focus');
      }}
      onBlur={() => setHandover(undefined)}
      onClick={() => setHandover('open')}
      onKeyDown={keyDown}
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <ArrowDropDownIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
