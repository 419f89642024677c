import { useState } from 'react';

/**
 * Which of a screen's dialogs have been opened so far. A dialog that loads on its first opening (React.lazy) stays
 * mounted after it, as when it was part of the screen's module: it closes with its transition and keeps its state
 * until the screen goes (a form's Idempotency-Key survives a close and a retry).
 */
export function useOpenedDialogs<TDialog extends string>(open: TDialog | null): (dialog: TDialog) => boolean {
  const [opened, setOpened] = useState<ReadonlySet<TDialog>>(() => new Set());
  if (open !== null && !opened.has(open)) setOpened(new Set(opened).add(open));
  return (dialog) => dialog === open || opened.has(dialog);
}
