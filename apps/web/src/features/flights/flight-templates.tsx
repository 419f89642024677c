import Box from '@mui/material/Box';
import { CLASS_TEMPLATES, FLIGHT_TEMPLATES, hasPermission } from '@frs/contract';
import { ResourceList } from '../../components/resource/resource-list';
import { useCurrentRole } from '../../lib/current-user';

/**
 * The "Templates" tab of /flights: the flight and class templates schedules are made from, as reference lists (their
 * DataGrid and column filters). A chunk of its own, fetched when the tab opens: the flights list does without the grid.
 */
export default function FlightTemplates() {
  const role = useCurrentRole();
  return (
    <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
      <ResourceList descriptor={FLIGHT_TEMPLATES} canWrite={hasPermission(role, FLIGHT_TEMPLATES.permissions.write)} />
      <ResourceList descriptor={CLASS_TEMPLATES} canWrite={hasPermission(role, CLASS_TEMPLATES.permissions.write)} />
    </Box>
  );
}
