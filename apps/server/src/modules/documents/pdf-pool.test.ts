import { isMainThread, threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { DEFAULT_COLOUR, type TBranding } from './branding';
import type { TPdfJob } from './pdf-job';
import { openPdfPool, pdfTimeoutMs, pdfWorkerCount, pdfWorkerThreadIds } from './pdf-pool';

const BRANDING: TBranding = {
  name: 'Pool Travel',
  phone: '',
  email: '',
  address: '',
  legalName: '',
  taxId: '',
  bankName: '',
  bankAccount: '',
  bankSwift: '',
  logo: null,
  signature: null,
  colour: DEFAULT_COLOUR,
  terms: '',
};

/** A report of `rows` rows: a few pages for a handful, hundreds of pages (seconds of drawing) for thousands. */
function reportJob(rows: number): TPdfJob {
  return {
    kind: 'report',
    language: 'hy',
    branding: BRANDING,
    report: {
      title: 'Թռիչքների հաշվետվություն',
      lines: [],
      columns: [{ label: 'Flight', weight: 2 }, ...Array.from({ length: 10 }, () => ({ label: 'Seats', weight: 1 }))],
      rows: Array.from({ length: rows }, (_, row) => [`FRS ${row}`, ...Array.from({ length: 10 }, () => String(row))]),
      totals: null,
      empty: '',
      footer: 'Printed',
    },
  };
}

// Worker threads start under tsx: seconds on a loaded 2-core machine, so the hooks' and tests' default 5 s is too short.
describe('the PDF pool', { timeout: 60_000 }, () => {
  it('draws in worker threads while held, and has none left once the last holder lets go', async () => {
    expect(pdfWorkerThreadIds()).toEqual([]);
    const first = openPdfPool();
    const second = openPdfPool();
    const bytes = await first.draw(reportJob(3));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const workers = pdfWorkerThreadIds();
    expect(workers.length).toBe(pdfWorkerCount());
    expect(isMainThread && !workers.includes(threadId)).toBe(true);
    await first.close();
    // Closing twice does not let go twice: the second holder still draws.
    await first.close();
    expect((await second.draw(reportJob(1))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await second.close();
    expect(pdfWorkerThreadIds()).toEqual([]);
  });

  it('aborts a PDF past its time limit with 503 DOCUMENT_TIMEOUT, replacing the worker that drew it', async () => {
    // The limit counts from the asking, a worker's start included: the workers are started first.
    const warm = openPdfPool();
    await warm.draw(reportJob(1));
    const pool = openPdfPool({ timeoutMs: 300 });
    try {
      const before = pdfWorkerThreadIds();
      const started = performance.now();
      const refusal = await pool.draw(reportJob(20_000)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ statusCode: 503, code: 'DOCUMENT_TIMEOUT' });
      // Answered at the limit, not when the drawing would have ended.
      expect(performance.now() - started).toBeLessThan(3_000);
      const after = pdfWorkerThreadIds();
      expect(after.length).toBe(before.length);
      expect(after).not.toEqual(before);
      // The new worker draws the next PDF (through the warm holder: a worker's start takes longer than 300 ms).
      expect((await warm.draw(reportJob(2))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await pool.close();
      await warm.close();
    }
  });

  it('takes its size and time limit from PDF_WORKERS and PDF_TIMEOUT_MS, refusing nonsense', () => {
    expect(pdfWorkerCount({ PDF_WORKERS: '3' })).toBe(3);
    const byDefault = pdfWorkerCount({});
    expect(byDefault).toBeGreaterThanOrEqual(1);
    expect(byDefault).toBeLessThanOrEqual(4);
    expect(() => pdfWorkerCount({ PDF_WORKERS: '0' })).toThrow(/PDF_WORKERS/);
    expect(() => pdfWorkerCount({ PDF_WORKERS: 'two' })).toThrow(/PDF_WORKERS/);
    expect(pdfTimeoutMs({})).toBe(20_000);
    expect(pdfTimeoutMs({ PDF_TIMEOUT_MS: '5000' })).toBe(5_000);
    expect(() => pdfTimeoutMs({ PDF_TIMEOUT_MS: '10' })).toThrow(/PDF_TIMEOUT_MS/);
  });
});
