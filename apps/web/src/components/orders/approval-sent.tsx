import type { TPendingApproval } from '@frs/contract';

/**
 * Four-eyes approval (issue 19) on the web: a call that may be held (a discount, a refund, a balance or credit change)
 * answers either its result or `pendingApproval`. A held call tells the user "sent for approval" instead of "done",
 * in a notice of the app shell (app/shell/approval-sent-notice.tsx), since the dialog that made the call closes. The
 * dialogs and the shell import this module, so it holds no MUI: the notice is downloaded on the first held call.
 */

export function isPendingApproval(result: unknown): result is TPendingApproval {
  return (
    typeof result === 'object' && result !== null && (result as { outcome?: unknown }).outcome === 'pendingApproval'
  );
}

const listeners = new Set<() => void>();

/** Calls `listener` on each held call announced from now on; returns the unsubscribe. */
export function subscribeToHeldCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows the shell's "sent for approval" notice when the call was held; true when it was. */
export function announceIfHeld(result: unknown): boolean {
  if (!isPendingApproval(result)) return false;
  for (const listener of listeners) listener();
  return true;
}
