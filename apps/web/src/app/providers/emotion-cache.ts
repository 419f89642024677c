import createCache, { type EmotionCache } from '@emotion/cache';

/** The text the production server replaces with a per-request nonce (see index.html). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The CSP nonce of this page load, or undefined in development where Vite serves index.html untouched (and sends
 * no CSP).
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
  return value && value !== NONCE_PLACEHOLDER ? value : undefined;
}

/** Emotion (MUI's style engine) puts the nonce on its <style> tags so the strict style-src admits them. */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
