/**
 * `npm run bench:documents`: how long the server takes to draw each PDF (sample data, the agency's default branding),
 * in each language, in this process: the median and p90 of BENCH_RUNS renders (default 30) after one warm-up, and
 * the file size. Rendering is CPU only (fonts, layout, the QR code, compression), so this is what a document request
 * costs beside its two or three reads. Then the load part (documents-load.ts): the event loop's longest delay and
 * `/api/health`'s latency while BENCH_DOCUMENTS (default 10) e-tickets with a BENCH_LOGO_PX (default 4096) logo render
 * at once (BENCH_DATABASE_URL: on a PostgreSQL server). BENCH_ONLY=renders or BENCH_ONLY=load runs one part.
 */
import { LANGUAGES, DOCUMENT_KINDS } from '@frs/contract';
import { renderSampleDocument } from '../src/modules/documents';
import { documentsLoadBench } from './documents-load';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const ONLY = process.env.BENCH_ONLY;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

if (ONLY !== 'load') {
  console.log(`documents: ${RUNS} renders each after a warm-up, sample data`);
  console.log('document  language  median ms  p90 ms  size KB');
}
for (const kind of ONLY === 'load' ? [] : DOCUMENT_KINDS) {
  for (const language of LANGUAGES) {
    await renderSampleDocument(kind, language);
    const times: number[] = [];
    let size = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      size = (await renderSampleDocument(kind, language)).content.length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      [
        kind.padEnd(8),
        language.padEnd(8),
        percentile(times, 0.5).toFixed(1).padStart(9),
        percentile(times, 0.9).toFixed(1).padStart(6),
        (size / 1024).toFixed(1).padStart(7),
      ].join('  '),
    );
  }
}

if (ONLY !== 'renders') {
  await documentsLoadBench({
    logoPixels: Number(process.env.BENCH_LOGO_PX ?? 4096),
    documents: Number(process.env.BENCH_DOCUMENTS ?? 10),
    serverUrl: process.env.BENCH_DATABASE_URL || undefined,
  });
}
