import { REFERENCE_RESOURCES, type TResourceDescriptor, type TRole } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { AllotmentsField } from '../../components/form/allotments-field';
import { PhotoListField } from '../../components/form/photo-list-field';
import { ResourceTabsSection, resourcesFor } from './resource-tabs-section';

/** The reference data of flights, in the order of their tabs. */
export const REFERENCE_DATA_RESOURCES: readonly TResourceDescriptor[] = [
  REFERENCE_RESOURCES.airports,
  REFERENCE_RESOURCES.airlines,
  REFERENCE_RESOURCES.aircraft,
  REFERENCE_RESOURCES.fareRules,
  REFERENCE_RESOURCES.baggageRules,
  REFERENCE_RESOURCES.timeLimits,
];

/** Hotels, rooms and where they come from. */
export const HOTEL_RESOURCES: readonly TResourceDescriptor[] = [
  REFERENCE_RESOURCES.hotels,
  REFERENCE_RESOURCES.rooms,
  REFERENCE_RESOURCES.roomCategories,
  REFERENCE_RESOURCES.hotelProviders,
];

/** What packages add to flights and hotels. */
export const PACKAGE_RESOURCES: readonly TResourceDescriptor[] = [
  REFERENCE_RESOURCES.services,
  REFERENCE_RESOURCES.tourManagers,
];

/** The fields of hotels and rooms that no generic widget fits. */
const HOTEL_WIDGETS = { hotelPhotos: PhotoListField, allotments: AllotmentsField };

export function referenceResourcesFor(role: TRole): TResourceDescriptor[] {
  return resourcesFor(REFERENCE_DATA_RESOURCES, role);
}

export function ReferenceDataSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return <ResourceTabsSection role={role} resources={REFERENCE_DATA_RESOURCES} label={t('settings.resourcesLabel')} />;
}

export function HotelsSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return (
    <ResourceTabsSection
      role={role}
      resources={HOTEL_RESOURCES}
      customWidgets={HOTEL_WIDGETS}
      label={t('settings.sections.hotels')}
    />
  );
}

export function PackagesSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return <ResourceTabsSection role={role} resources={PACKAGE_RESOURCES} label={t('settings.sections.packages')} />;
}
