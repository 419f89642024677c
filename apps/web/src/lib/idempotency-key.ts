import { useCallback, useState } from 'react';

/** 128 random bits as hex: crypto.getRandomValues works on plain-HTTP intranet hosts too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of one money form: the same key for every retry of the same submission (a double click, a
 * lost answer), a new one once the operation has succeeded. A retry with changed values after a refusal is fine:
 * the server keeps a key only for an operation that committed.
 */
export function useIdempotencyKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => {
    setKey(newIdempotencyKey());
  }, []);
  return { key, renew };
}
