import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TCapturedMail } from '../../apps/server/test/mail-capture';

export { codeIn, linkIn } from '../../apps/server/test/mail-capture';

/** Every mail the global setup's SMTP server has received for `address`, oldest first. */
export async function mailsTo(address: string): Promise<TCapturedMail[]> {
  const folder = inject('mailDir');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const mails: TCapturedMail[] = [];
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as TCapturedMail;
    if (mail.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase())) mails.push(mail);
  }
  return mails;
}

/**
 * Waits for mail number `index` (from 0) to `address` to arrive over SMTP: the server sends it right after the
 * request that queued it, or at the latest on the mail job's next run.
 */
export async function waitForMail(address: string, index = 0, timeoutMs = 20_000): Promise<TCapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(address);
    const mail = mails[index];
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail #${index} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
