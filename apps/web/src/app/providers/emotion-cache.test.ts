import { describe, expect, it } from 'vitest';
import { createEmotionCache, readCspNonce } from './emotion-cache';

function documentWithNonce(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument();
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readCspNonce', () => {
  it('reads the nonce the server put into index.html', () => {
    expect(readCspNonce(documentWithNonce('r4nd0m'))).toBe('r4nd0m');
  });

  it('gives none for the unreplaced placeholder (Vite dev server) or a missing tag', () => {
    expect(readCspNonce(documentWithNonce('__CSP_NONCE__'))).toBeUndefined();
    expect(readCspNonce(documentWithNonce(''))).toBeUndefined();
    expect(readCspNonce(documentWithNonce(null))).toBeUndefined();
  });

  it('puts the nonce on the style cache', () => {
    expect(createEmotionCache('abc').nonce).toBe('abc');
    expect(createEmotionCache(undefined).nonce).toBeUndefined();
  });
});
