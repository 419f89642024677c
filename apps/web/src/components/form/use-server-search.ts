import type { AutocompleteInputChangeReason } from '@mui/material/Autocomplete';
import { useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/**
 * The state of an autocomplete whose options the server searches: whether it is open (ask only then), the text typed
 * and the search to ask with (once typing pauses). `narrow` filters the previous answer by what was typed while the
 * answer to the latest typing is on its way, so that Enter right after typing never picks an option that does not
 * match. `initiallyOpen`: the autocomplete starts with its options open (it took over from a stand-in that was clicked,
 * lazy-autocomplete.tsx).
 */
export function useServerSearch({ initiallyOpen = false }: { initiallyOpen?: boolean } = {}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  return {
    open,
    search,
    /** Spread on the Autocomplete. */
    autocompleteProps: {
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      onInputChange: (_event: SyntheticEvent, text: string, reason: AutocompleteInputChangeReason) =>
        setTyped(reason === 'input' ? text : ''),
    },
    narrow<TOption>(all: TOption[], fetching: boolean, label: (option: TOption) => string): TOption[] {
      const text = typed.trim().toLowerCase();
      if (!text || (text === search.trim().toLowerCase() && !fetching)) return all;
      return all.filter((option) => label(option).toLowerCase().includes(text));
    },
  };
}
