import { hasPermission, REFERENCE_RESOURCES, routePath, type TRole } from '@frs/contract';
import Link from '@mui/material/Link';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Spinner } from '../../components/spinner';
import { withFeatureTexts } from '../../lib/i18n';
import { CompanySettingsTab } from './company-settings-form';
import {
  HOTEL_RESOURCES,
  HotelsSection,
  PACKAGE_RESOURCES,
  ReferenceDataSection,
  referenceResourcesFor,
} from './reference-data-section';
import { ResourceTabsSection, resourcesFor } from './resource-tabs-section';

/**
 * The sections of /settings, in order. A section is listed for a role only when it has something that role may use;
 * a role that may read a section but not change it sees it read-only.
 */
export interface TSettingsSection {
  /** Its `?section=` value and its title's i18n key, `settings.sections.<key>`. */
  key:
    | 'company'
    | 'tickets'
    | 'mail'
    | 'mailTemplates'
    | 'alerts'
    | 'currency'
    | 'notifications'
    | 'referenceData'
    | 'hotels'
    | 'packages'
    | 'approvals';
  visibleTo: (role: TRole) => boolean;
  Component: ComponentType<{ role: TRole }>;
}

/**
 * A section whose code (its form, its list) loads when the section is opened: a tab is one at a time, and the first
 * one, the company's, comes with the screen.
 */
function loadedOnOpen<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
  testId: string,
): ComponentType<TProps> {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  return function SectionOnOpen(props: TProps) {
    return (
      <Suspense fallback={<Spinner testId={testId} />}>
        <Section {...props} />
      </Suspense>
    );
  };
}

const TicketSettingsTab = loadedOnOpen(
  () => import('./ticket-settings-form').then((module) => module.TicketSettingsTab),
  'ticket-settings-loading',
);
const MailSettingsTab = loadedOnOpen(
  () => import('./mail-settings-form').then((module) => module.MailSettingsTab),
  'mail-settings-loading',
);
const AlertSettingsSection = loadedOnOpen(
  () => import('./alert-settings-section').then((module) => module.AlertSettingsSection),
  'alert-settings-loading',
);
const ApprovalThresholdsSection = loadedOnOpen(
  () => import('./approval-thresholds-section').then((module) => module.ApprovalThresholdsSection),
  'approval-thresholds-loading',
);
/** The templates list, its previews and test e-mails. */
const MailTemplatesSection = loadedOnOpen(
  () => import('./mail-templates-section').then((module) => module.default),
  'mail-templates-loading',
);
/** Package offers, their widgets and their texts. */
const PackagesSection = loadedOnOpen(
  () =>
    withFeatureTexts(['packageOffers'], () => import('./package-offers/packages-section'))().then(
      (module) => module.default,
    ),
  'packages-loading',
);

/** The margins list here; rates, their source and manual entry are on /currency, where admins find them too. */
function CurrencySection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return (
    <>
      <Link component={RouterLink} to={routePath('currency')} data-testid="settings-currency-link">
        {t('currencySettingsSection.ratesLink')}
      </Link>
      <ResourceTabsSection
        role={role}
        resources={[REFERENCE_RESOURCES.currencySettings]}
        label={t('settings.sections.currency')}
      />
    </>
  );
}

function NotificationsSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return (
    <ResourceTabsSection
      role={role}
      resources={[REFERENCE_RESOURCES.notifications]}
      label={t('settings.sections.notifications')}
    />
  );
}

export const SETTINGS_SECTIONS: readonly TSettingsSection[] = [
  {
    key: 'company',
    // Everybody reads the company settings (the footer shows them); /settings itself is only for the staff.
    visibleTo: () => true,
    Component: ({ role }) => <CompanySettingsTab readOnly={!hasPermission(role, 'companySettings.write')} />,
  },
  {
    key: 'tickets',
    visibleTo: (role) => hasPermission(role, 'ticketSettings.read'),
    Component: ({ role }) => <TicketSettingsTab readOnly={!hasPermission(role, 'ticketSettings.write')} />,
  },
  {
    key: 'mail',
    visibleTo: (role) => hasPermission(role, 'smtpSettings.read'),
    Component: ({ role }) => <MailSettingsTab readOnly={!hasPermission(role, 'smtpSettings.write')} />,
  },
  {
    key: 'mailTemplates',
    visibleTo: (role) => hasPermission(role, 'mailTemplates.read'),
    Component: ({ role }) => <MailTemplatesSection canSendTest={hasPermission(role, 'mail.send')} />,
  },
  {
    key: 'alerts',
    visibleTo: (role) => hasPermission(role, 'alertSettings.read'),
    Component: ({ role }) => <AlertSettingsSection readOnly={!hasPermission(role, 'alertSettings.write')} />,
  },
  {
    key: 'approvals',
    visibleTo: (role) => hasPermission(role, 'approvalSettings.read'),
    Component: ApprovalThresholdsSection,
  },
  {
    key: 'currency',
    visibleTo: (role) => resourcesFor([REFERENCE_RESOURCES.currencySettings], role).length > 0,
    Component: CurrencySection,
  },
  {
    key: 'notifications',
    visibleTo: (role) => resourcesFor([REFERENCE_RESOURCES.notifications], role).length > 0,
    Component: NotificationsSection,
  },
  {
    key: 'referenceData',
    visibleTo: (role) => referenceResourcesFor(role).length > 0,
    Component: ReferenceDataSection,
  },
  { key: 'hotels', visibleTo: (role) => resourcesFor(HOTEL_RESOURCES, role).length > 0, Component: HotelsSection },
  {
    key: 'packages',
    visibleTo: (role) => resourcesFor(PACKAGE_RESOURCES, role).length > 0,
    Component: PackagesSection,
  },
];
