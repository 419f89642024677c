import { and, eq, ne } from 'drizzle-orm';
import { interpolate, LANGUAGES, textsOf, type TMultilingualText, type TRole } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import { sendPersonalNotices } from '../notifications';

type TPerson = { id: number; companyName: string | null; contactNameSurname: string | null; email: string };

const nameOf = (person: TPerson) => person.contactNameSurname || person.companyName || person.email;

/**
 * A staff account was created: every other active Super Admin is told in the bell (issue 30). Four-eyes approval
 * rests on approvers being independent people; an account created to approve its creator's own requests is refused
 * by the approvals module, and this notice makes every new staff account seen by the agency's owners too.
 */
export async function noticeStaffAccountCreated(
  tx: TExecutor,
  options: { account: TPerson & { group: TRole }; creator: TPerson },
): Promise<void> {
  const { account, creator } = options;
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Super Admin'), eq(users.status, 'approved'), ne(users.id, creator.id)));
  if (superAdmins.length === 0) return;
  const inEveryLanguage = (text: (language: (typeof LANGUAGES)[number]) => string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;
  const title = inEveryLanguage((language) => textsOf(language).approvals.staffCreatedTitle);
  const text = inEveryLanguage((language) =>
    interpolate(textsOf(language).approvals.staffCreatedText, {
      person: nameOf(creator),
      account: `${nameOf(account)} <${account.email}>`,
      role: textsOf(language).exportValues.role[account.group],
    }),
  );
  await sendPersonalNotices(
    tx,
    superAdmins.map((superAdmin) => ({
      userId: superAdmin.id,
      kind: 'staffAccount',
      title,
      text,
      link: `/agents/${account.id}`,
    })),
  );
}
