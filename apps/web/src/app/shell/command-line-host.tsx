import { useEffect, useRef, useState, type ComponentType } from 'react';
import { withFeatureTexts } from '../../lib/i18n';

type TPanel = ComponentType<{ onClose: () => void }>;

/** The panel and its texts are downloaded on the first Ctrl+K: no screen's first load carries them. */
const loadPanel = withFeatureTexts(['commandLine'], () =>
  import('../../features/command-line/command-panel').then((module) => module.CommandPanel as TPanel),
);

/** The event the user menu's "Command line" sends (a phone has no Ctrl+K). */
const OPEN_EVENT = 'frs:open-command-line';

/** Opens the command line from a menu or a button. */
export function requestCommandLine(): void {
  document.dispatchEvent(new CustomEvent(OPEN_EVENT));
}

/** Where `/` is a character being typed, not the command line's key. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Opens the command line from any private screen: Ctrl+K (⌘K on a Mac) anywhere, or `/` outside a text field.
 * Closing it gives the focus back to where it was.
 */
export function CommandLineHost() {
  const [Panel, setPanel] = useState<TPanel | null>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function open() {
      const panelInput = document.querySelector<HTMLInputElement>('[data-testid="command-input"]');
      // Open already: the key takes the caret back into it.
      if (panelInput) return panelInput.focus();
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
      void loadPanel().then((component) => setPanel(() => component));
    }
    function onKeyDown(event: KeyboardEvent) {
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (!chord && !slash) return;
      if (!chord && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      event.preventDefault();
      open();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener(OPEN_EVENT, open);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener(OPEN_EVENT, open);
    };
  }, []);

  if (!open || !Panel) return null;
  return (
    <Panel
      onClose={() => {
        setOpen(false);
        returnFocus.current?.focus();
      }}
    />
  );
}
