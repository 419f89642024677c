import { and, eq, ne } from 'drizzle-orm';
import { interpolate, LANGUAGES, textsOf, type TMultilingualText, type TRole, routePath } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { users } from '../../db/schema';
import { sendPersonalNotices } from '../notifications';

type TPerson = { id: number; companyName: string | null; contactNameSurname: string | null; email: string };

const nameOf = (person: TPerson) => person.contactNameSurname || person.companyName || person.email;

/**
 * A staff account was created, or an account was given a staff role: every other active Super Admin is told in the
 * bell (issue 30). Four-eyes approval rests on approvers being independent people; an account made to approve its
 * maker's own requests is refused by the approvals module, and this notice shows every new staff member to the
 * agency's owners too.
 */
export async function noticeStaffAccount(
  tx: TExecutor,
  options: { event: 'created' | 'roleGiven'; account: TPerson & { group: TRole }; creatorId: number },
): Promise<void> {
  const { account } = options;
  const [creator] = await tx.select().from(users).where(eq(users.id, options.creatorId)).limit(1);
  if (!creator) return;
  const superAdmins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'Super Admin'), eq(users.status, 'approved'), ne(users.id, creator.id)));
  if (superAdmins.length === 0) return;
  const inEveryLanguage = (text: (language: (typeof LANGUAGES)[number]) => string) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as TMultilingualText;
  const created = options.event === 'created';
  const title = inEveryLanguage((language) => {
    const texts = textsOf(language).approvals;
    return created ? texts.staffCreatedTitle : texts.staffRoleTitle;
  });
  const text = inEveryLanguage((language) =>
    interpolate(created ? textsOf(language).approvals.staffCreatedText : textsOf(language).approvals.staffRoleText, {
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
      link: routePath('agentInfo', { id: account.id }),
    })),
  );
}
