/** The text the production server replaces with a per-request nonce (see index.html). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce of this page load, or undefined in development where Vite serves index.html untouched (and sends
 * no CSP). Everything that writes a <style> tag (emotion, the data grid's CSS variables) must carry it.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && value !== NONCE_PLACEHOLDER ? value : undefined;
}
