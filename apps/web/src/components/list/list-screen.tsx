import type { TExportFormat } from '@frs/contract';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ExportMenu } from './export-menu';
import { ListQueryTable } from './list-query-table';

type TTableProps<TRow> = Parameters<typeof ListQueryTable<TRow>>[0];

/**
 * A list screen of the list toolkit: the filter controls (laid out in a responsive CSS grid: one column on a phone), a
 * bar with the Export menu and the screen's own actions, and the server-side table (ServerTable). The state comes from
 * `useListState` (the URL), the rows from the list's query; the export downloads the same request.
 */
export function ListScreen<TRow>({
  filters,
  filterColumns = { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
  actions,
  onExport,
  exportTestId,
  ...table
}: TTableProps<TRow> & {
  /** The filter controls, in order. */
  filters?: ReactNode;
  /** The filter grid's columns per breakpoint (MUI `gridTemplateColumns`). */
  filterColumns?: Record<string, string>;
  /** The screen's own buttons beside Export (e.g. "New user"). */
  actions?: ReactNode;
  /** Downloads the list's export in a format; without it there is no Export button. */
  onExport?: (format: TExportFormat) => Promise<void>;
  exportTestId?: string;
}) {
  return (
    <>
      {filters && <Box sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: filterColumns }}>{filters}</Box>}
      {(onExport || actions) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mb: 1.5 }}>
          {onExport && <ExportMenu onExport={onExport} testId={exportTestId} />}
          {actions}
        </Box>
      )}
      <ListQueryTable {...table} />
    </>
  );
}
