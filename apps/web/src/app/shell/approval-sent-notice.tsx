import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeToHeldCalls } from '../../components/orders/approval-sent';

/**
 * The Snackbar comes with the approvals screen's chunk (which re-exports it), downloaded on the first held call: not
 * in every screen's download, and the screen its link opens is then there already. Not a chunk of its own: a new
 * dynamic import of MUI code makes the bundler split the entry's shared chunks (+0.8 KB gzip on every screen).
 */
const ApprovalSentSnackbar = lazy(() =>
  import('../../features/approvals/approvals-page').then((page) => ({ default: page.ApprovalSentSnackbar })),
);

/** The shell's "sent for approval" notice: nothing until a call is held, then the Snackbar, open from its first render. */
export function ApprovalSentNotice() {
  const [held, setHeld] = useState(false);
  useEffect(() => subscribeToHeldCalls(() => setHeld(true)), []);
  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <ApprovalSentSnackbar />
    </Suspense>
  );
}
