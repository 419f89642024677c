import type { TRole } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { PACKAGE_RESOURCES } from '../reference-data-section';
import { ResourceTabsSection } from '../resource-tabs-section';
import { PACKAGE_OFFER_WIDGETS } from './package-offer-widgets';

/** The Packages section of /settings: a chunk of its own, imported with its widgets' texts (settings-sections.tsx). */
export default function PackagesSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return (
    <ResourceTabsSection
      role={role}
      resources={PACKAGE_RESOURCES}
      customWidgets={PACKAGE_OFFER_WIDGETS}
      label={t('settings.sections.packages')}
    />
  );
}
