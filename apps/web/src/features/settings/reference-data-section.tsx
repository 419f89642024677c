import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission, REFERENCE_RESOURCES, type TResourceDescriptor, type TRole } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResourceList } from '../../components/resource/resource-list';
import { dynamicT } from '../../lib/i18n/dynamic-keys';

/** The reference data of flights, in the order of their tabs. */
export const REFERENCE_DATA_RESOURCES: readonly TResourceDescriptor[] = [
  REFERENCE_RESOURCES.airports,
  REFERENCE_RESOURCES.airlines,
  REFERENCE_RESOURCES.aircraft,
  REFERENCE_RESOURCES.fareRules,
  REFERENCE_RESOURCES.baggageRules,
  REFERENCE_RESOURCES.timeLimits,
];

/** The resources whose screen a role may see. */
export function referenceResourcesFor(role: TRole): TResourceDescriptor[] {
  return REFERENCE_DATA_RESOURCES.filter((resource) => hasPermission(role, resource.permissions.screen));
}

/** A tab per reference resource the role may see; writers get the edit controls, the others read only. */
export function ReferenceDataSection({ role }: { role: TRole }) {
  const { t } = useTranslation();
  const translate = dynamicT(t);
  const [params, setParams] = useSearchParams();
  const resources = referenceResourcesFor(role);
  const selected = resources.find((resource) => resource.name === params.get('resource')) ?? resources[0];
  if (!selected) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Tabs
        value={selected.name}
        onChange={(_event, name: string) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('resource', name);
            return next;
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('settings.resourcesLabel')}
      >
        {resources.map((resource) => (
          <Tab
            key={resource.name}
            value={resource.name}
            label={translate(`reference.${resource.name}.title`)}
            data-testid={`settings-resource-${resource.name}`}
          />
        ))}
      </Tabs>
      <ResourceList
        key={selected.name}
        descriptor={selected}
        canWrite={hasPermission(role, selected.permissions.write)}
      />
    </Box>
  );
}
