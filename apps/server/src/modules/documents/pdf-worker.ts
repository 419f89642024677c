import { fontFiles } from './fonts';
import { drawPdf, type TPdfJob } from './pdf-job';

/**
 * A worker of the PDF pool (`pdf-pool.ts`): draws one job at a time and answers its bytes. The fonts are read and
 * unwrapped once, when the worker starts, so no document of this worker pays for them.
 */
fontFiles();

export default function drawJob(job: TPdfJob): Promise<Buffer> {
  return drawPdf(job);
}
