import createCache, { type EmotionCache } from '@emotion/cache';
import { readCspNonce } from '../../lib/csp-nonce';

export { readCspNonce };

/** Emotion (MUI's style engine) puts the nonce on its <style> tags so the strict style-src admits them. */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', ...(nonce ? { nonce } : {}) });
}
