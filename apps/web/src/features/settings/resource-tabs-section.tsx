import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasPermission, type TResourceDescriptor, type TRole } from '@frs/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TCustomWidget } from '../../components/resource/resource-fields';
import { LazyResourceList } from '../../components/resource/lazy-resource-list';
import type { TRowLink } from '../../components/resource/resource-list';
import { dynamicT } from '../../lib/i18n/dynamic-keys';

/** The resources of a section whose screen a role may see. */
export function resourcesFor(resources: readonly TResourceDescriptor[], role: TRole): TResourceDescriptor[] {
  return resources.filter((resource) => hasPermission(role, resource.permissions.screen));
}

/**
 * A settings section made of reference resources: a tab per resource the role may see (`?resource=` keeps the
 * choice), each the generic list; writers get the edit controls, the others read only.
 */
export function ResourceTabsSection({
  role,
  resources,
  customWidgets,
  rowLinks,
  label,
}: {
  role: TRole;
  resources: readonly TResourceDescriptor[];
  customWidgets?: Readonly<Record<string, TCustomWidget>>;
  /** A link on each row of a resource (by its name) to a screen of the record. */
  rowLinks?: Readonly<Record<string, TRowLink>>;
  label: string;
}) {
  const { t } = useTranslation();
  const translate = dynamicT(t);
  const [params, setParams] = useSearchParams();
  const visible = resourcesFor(resources, role);
  const selected = visible.find((resource) => resource.name === params.get('resource')) ?? visible[0];
  if (!selected) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {visible.length > 1 && (
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
          aria-label={label}
        >
          {visible.map((resource) => (
            <Tab
              key={resource.name}
              value={resource.name}
              label={translate(`reference.${resource.name}.title`)}
              data-testid={`settings-resource-${resource.name}`}
            />
          ))}
        </Tabs>
      )}
      <LazyResourceList
        key={selected.name}
        descriptor={selected}
        canWrite={hasPermission(role, selected.permissions.write)}
        customWidgets={customWidgets}
        rowLink={rowLinks?.[selected.name]}
      />
    </Box>
  );
}
