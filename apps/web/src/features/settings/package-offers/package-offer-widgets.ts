import { CancellationPolicyField } from '../../../components/form/cancellation-policy-field';
import type { TCustomWidget } from '../../../components/resource/resource-fields';
import { PackageMarkupField } from './package-markup-field';
import { PackageNightsField } from './package-nights-field';
import { PackageRoomTypesField } from './package-room-types-field';
import { PackageServicesField } from './package-services-field';

/** The fields of package offers that no generic widget fits, by the names PACKAGE_OFFERS gives them. */
export const PACKAGE_OFFER_WIDGETS: Readonly<Record<string, TCustomWidget>> = {
  packageRoomTypes: PackageRoomTypesField,
  packageNights: PackageNightsField,
  packageServices: PackageServicesField,
  packageMarkup: PackageMarkupField,
  cancellationPolicy: CancellationPolicyField,
};
