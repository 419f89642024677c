/** The text the production server replaces with a per-request nonce (see index.html). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce of this page load, or undefined in development where Vite serves index.html untouched (and sends
 * no CSP). Emotion's style tags carry it, and so must any other inline <style> (the DataGrid's CSS variables).
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && value !== NONCE_PLACEHOLDER ? value : undefined;
}
