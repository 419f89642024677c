import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import { canUseRoute, REFERENCE_RESOURCES, routePath, type TResourceDescriptor, type TRole } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { CancellationPolicyField } from '../../components/form/cancellation-policy-field';
import { PhotoListField } from '../../components/form/photo-list-field';
import type { TRowLink } from '../../components/resource/resource-list';
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
  REFERENCE_RESOURCES.packageOffers,
  REFERENCE_RESOURCES.services,
  REFERENCE_RESOURCES.tourManagers,
];

/** The fields of hotels and rooms that no generic widget fits. */
const HOTEL_WIDGETS = { hotelPhotos: PhotoListField, cancellationPolicy: CancellationPolicyField };

/** /hotels/room_type/:id of a hotel (its room types and their calendar of nights). */
function hotelRoomTypesPath(hotelId: number): string {
  return routePath('hotelRoomTypes', { id: hotelId });
}

export function referenceResourcesFor(role: TRole): TResourceDescriptor[] {
  return resourcesFor(REFERENCE_DATA_RESOURCES, role);
}

export function ReferenceDataSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  return <ResourceTabsSection role={role} resources={REFERENCE_DATA_RESOURCES} label={t('settings.resourcesLabel')} />;
}

export function HotelsSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  const calendarLink: TRowLink = {
    label: (hotel) => t('hotelInventory.openCalendarOf', { label: hotel }),
    to: (hotel) => hotelRoomTypesPath(hotel.id),
    icon: <CalendarMonthIcon fontSize="small" />,
  };
  return (
    <ResourceTabsSection
      role={role}
      resources={HOTEL_RESOURCES}
      customWidgets={HOTEL_WIDGETS}
      rowLinks={canUseRoute(role, 'hotelRoomTypes') ? { [REFERENCE_RESOURCES.hotels.name]: calendarLink } : undefined}
      label={t('settings.sections.hotels')}
    />
  );
}
