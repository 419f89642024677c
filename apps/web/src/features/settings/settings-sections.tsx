import type { TRole } from '@frs/contract';
import type { ComponentType } from 'react';
import { ReferenceDataSection, referenceResourcesFor } from './reference-data-section';

/**
 * The sections of /settings, in order. A section is listed for a role only when it has something that role may
 * use; adding one (company, tickets, mail, currency, notifications) is an entry here and its component.
 */
export interface TSettingsSection {
  /** Its `?section=` value and its title's i18n key, `settings.sections.<key>`. */
  key: 'referenceData';
  visibleTo: (role: TRole) => boolean;
  Component: ComponentType<{ role: TRole }>;
}

export const SETTINGS_SECTIONS: readonly TSettingsSection[] = [
  {
    key: 'referenceData',
    visibleTo: (role) => referenceResourcesFor(role).length > 0,
    Component: ReferenceDataSection,
  },
];
