import { eq } from 'drizzle-orm';
import type { TCompanySettings } from '@frs/contract';
import type { TExecutor } from '../../db/database';
import { companySettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export async function getCompanySettings(options: { db: TExecutor }): Promise<TCompanySettings> {
  const [row] = await options.db.select().from(companySettings).where(eq(companySettings.id, 1)).limit(1);
  if (!row) throw new AppError(404, 'NOT_FOUND');
  return {
    compName: row.compName,
    compTelephone: row.compTelephone,
    compEmail: row.compEmail,
    compAddressEng: row.compAddressEng,
    compAddressArm: row.compAddressArm,
    compAddressRus: row.compAddressRus,
    socialLinks: {
      facebook: row.facebook,
      instagram: row.instagram,
      linkedin: row.linkedin,
      telegram: row.telegram,
      whatsapp: row.whatsapp,
    },
  };
}
