import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** The look of a list box's option: a focus ring when reached by the keyboard (docs/web.md, "Keyboard"). */
export const OPTION_SX = {
  outline: 'none',
  borderRadius: 1,
  cursor: 'default',
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/**
 * A list box of search results (flight offers, hotel rooms, package combinations) moved by the keyboard, with a
 * roving tabindex. The options stand in their cards beside the cards' buttons (fare rules, details, choose), which
 * a list box may not hold (axe: aria-required-children, nested-interactive): the list box is an element of its own
 * that owns the options (`aria-owns`, `listboxProps`), and the keys are handled by the element around the cards
 * (`containerProps`). the active option (the first until another is focused) is the list's one stop of Tab; ↑/↓,
 * Home and End move the focus among the options, Enter chooses the active one (what its choose button does), and
 * ←/→ call `onHorizontal` (the flights' price calendar). Keys pressed in a nested button are the button's.
 * `focusOnMount` puts the focus on the first option when the list appears, or when its items change while nothing
 * has the focus (a new search by the keyboard from the list).
 */
export function useListbox<TItem>({
  items,
  keyOf,
  onChoose,
  onHorizontal,
  focusOnMount = false,
}: {
  items: readonly TItem[];
  keyOf: (item: TItem) => string;
  onChoose?: (item: TItem) => void;
  onHorizontal?: (step: -1 | 1) => void;
  focusOnMount?: boolean;
}) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = activeKey === null ? -1 : items.findIndex((item) => keyOf(item) === activeKey);
  const activeIndex = found === -1 ? 0 : found;
  const options = useRef(new Map<string, HTMLElement>());
  const baseId = `listbox-${useId().replace(/[^\w-]/g, '')}`;
  const idOf = (item: TItem) => `${baseId}-${keyOf(item).replace(/[^\w-]/g, '_')}`;

  // When asked to, the list takes the focus as it appears (the search form may have taken it back meanwhile), and
  // again when new items drop the focused option (nothing has the focus then).
  const firstKey = items[0] === undefined ? undefined : keyOf(items[0]);
  const mounted = useRef(false);
  useEffect(() => {
    const focused = document.activeElement;
    const appearing = !mounted.current;
    mounted.current = true;
    if (!focusOnMount || firstKey === undefined) return;
    if (appearing || !focused || focused === document.body) options.current.get(firstKey)?.focus();
  }, [focusOnMount, firstKey]);

  const moveTo = (index: number) => {
    const item = items[Math.max(0, Math.min(items.length - 1, index))];
    if (item === undefined) return;
    setActiveKey(keyOf(item));
    options.current.get(keyOf(item))?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.target instanceof HTMLElement) || event.target.getAttribute('role') !== 'option') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Enter': {
        const item = items[activeIndex];
        if (!onChoose || item === undefined) return;
        onChoose(item);
        break;
      }
      case 'ArrowLeft':
      case 'ArrowRight':
        if (!onHorizontal) return;
        onHorizontal(event.key === 'ArrowLeft' ? -1 : 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return {
    activeIndex,
    listboxProps: { role: 'listbox', 'aria-owns': items.map(idOf).join(' ') },
    containerProps: { onKeyDown },
    optionProps: (item: TItem, index: number) => {
      const key = keyOf(item);
      return {
        id: idOf(item),
        role: 'option',
        'aria-selected': index === activeIndex,
        tabIndex: index === activeIndex ? 0 : -1,
        ref: (element: HTMLElement | null) => {
          if (element) options.current.set(key, element);
          else options.current.delete(key);
        },
        onFocus: () => setActiveKey(key),
      };
    },
  };
}
