/**
 * The keyboard shortcuts of the screens on show: one module store (the shortcuts registered while their components
 * are mounted) and one keydown listener on the document, attached while anything is registered. A key pressed in a
 * text field (an input, a textarea, a select, an editable element) or while a modal (a dialog, a popover, a menu)
 * is open does nothing here unless its shortcut asks for it, and a key held with Ctrl, Alt or ⌘ matches only a
 * shortcut of Ctrl (Ctrl or ⌘). The latest registration of a key wins. docs/web.md, "Keyboard".
 */

export interface TShortcutOptions {
  /** Ctrl (or ⌘) held with the key: "Ctrl+Enter". */
  ctrl?: boolean;
  /** Also from a text field (Ctrl+Enter in a form). */
  inTextFields?: boolean;
  /** Registered only while true (an operation the order allows). */
  enabled?: boolean;
  /** Shown in the shortcuts dialog (true unless the shortcut is the dialog's own). */
  listed?: boolean;
}

export interface TShortcut {
  id: number;
  /** `KeyboardEvent.key`: a letter ("t", matched in either case), "?", "Enter". */
  key: string;
  /** What the key does, in the reader's language. */
  label: string;
  handler: (event: KeyboardEvent) => void;
  options: TShortcutOptions;
}

let shortcuts: readonly TShortcut[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image']);
const TEXT_ROLES = new Set(['textbox', 'combobox', 'searchbox', 'spinbutton']);

/** Whether a key pressed in this element types into it (or chooses in it) rather than being a shortcut. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && (target.isContentEditable || target.getAttribute('contenteditable') === 'true'))
    return true;
  return TEXT_ROLES.has(target.getAttribute('role') ?? '');
}

/** Whether a modal is open (a dialog, a popover, a menu): its keys are its own. */
export function isModalOpen(target: EventTarget | null): boolean {
  if (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], .MuiModal-root')
  )
    return true;
  return document.querySelector('[aria-modal="true"], .MuiModal-root:not(.MuiModal-hidden)') !== null;
}

function matches(shortcut: TShortcut, event: KeyboardEvent): boolean {
  const sameKey =
    event.key.length === 1 ? event.key.toLowerCase() === shortcut.key.toLowerCase() : event.key === shortcut.key;
  if (!sameKey || event.altKey) return false;
  const control = event.ctrlKey || event.metaKey;
  return shortcut.options.ctrl ? control : !control;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const inTextField = isTextField(event.target);
  // The latest registered first: a screen's key over an older one.
  for (let index = shortcuts.length - 1; index >= 0; index -= 1) {
    const shortcut = shortcuts[index]!;
    if (!matches(shortcut, event)) continue;
    if (inTextField && !shortcut.options.inTextFields) continue;
    if (isModalOpen(event.target)) return;
    event.preventDefault();
    shortcut.handler(event);
    return;
  }
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Registers a shortcut; the answer unregisters it. */
export function registerShortcut(shortcut: Omit<TShortcut, 'id'>): () => void {
  const entry: TShortcut = { ...shortcut, id: nextId++ };
  if (shortcuts.length === 0) document.addEventListener('keydown', onKeyDown);
  shortcuts = [...shortcuts, entry];
  changed();
  return () => {
    shortcuts = shortcuts.filter((candidate) => candidate !== entry);
    if (shortcuts.length === 0) document.removeEventListener('keydown', onKeyDown);
    changed();
  };
}

/** The shortcuts registered now, oldest first (for useSyncExternalStore: the same array until one changes). */
export function registeredShortcuts(): readonly TShortcut[] {
  return shortcuts;
}

export function subscribeToShortcuts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The key as written on a button's tooltip and in the dialog: "T", "Ctrl+Enter", "?". */
export function shortcutKeyText(key: string, options: Pick<TShortcutOptions, 'ctrl'> = {}): string {
  const name = key.length === 1 ? key.toUpperCase() : key;
  return options.ctrl ? `Ctrl+${name}` : name;
}

/** The key in `aria-keyshortcuts` syntax: "T", "Control+Enter", "Shift+?". */
export function ariaKeyShortcuts(key: string, options: Pick<TShortcutOptions, 'ctrl'> = {}): string {
  const name = key.length === 1 && /[a-z]/i.test(key) ? key.toUpperCase() : key;
  return options.ctrl ? `Control+${name}` : name;
}
