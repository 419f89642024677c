import { FLIGHT_REPORT_GROUPS, type TFlightReportRequest, type TFlightReportRow } from '@frs/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/form/date-field';
import { ReferenceAutocomplete } from '../../components/form/reference-autocomplete';
import { groupOf, idsOf, type TReportFilters } from './report-request';

interface TOption {
  id: number;
  label: string;
}

const optionsOf = (rows: readonly TFlightReportRow[] | undefined): TOption[] =>
  (rows ?? []).flatMap((row) => (/^\d+$/.test(row.key) ? [{ id: Number(row.key), label: row.label }] : []));

/**
 * The report's request: the period (the shared date fields; a date is applied once typed in full, so that the URL
 * never holds half a date), the grouping, and the filters: airline and airports (the reference pickers every role
 * may read), the flights and the agent of the period (chosen among the report's own rows: the Reports role may not
 * read the flight or agent lists).
 */
export function FlightReportForm({
  filters,
  request,
  errors,
  flightRows,
  agentRows,
  onChange,
}: {
  filters: TReportFilters;
  request: TFlightReportRequest;
  /** The contract's messages, translated, by field. */
  errors: Partial<Record<'startDate' | 'endDate', string>>;
  flightRows: readonly TFlightReportRow[] | undefined;
  agentRows: readonly TFlightReportRow[] | undefined;
  onChange: (patch: Partial<TReportFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  // The dates being typed; the URL's (or the month's) until the user changes them, and again after Back.
  const applied = { start: request.startDate, end: request.endDate };
  const [period, setPeriod] = useState({ applied, draft: applied });
  if (period.applied.start !== applied.start || period.applied.end !== applied.end) {
    setPeriod({ applied, draft: applied });
  }
  const changeDate = (name: 'start' | 'end', value: string) => {
    const draft = { ...period.draft, [name]: value };
    setPeriod({ ...period, draft });
    if (value) onChange({ [name]: value }, { replace: true });
  };

  const flights = optionsOf(flightRows);
  const chosenFlights = idsOf(filters.flights).map(
    (id) => flights.find((option) => option.id === id) ?? { id, label: `#${id}` },
  );
  const agents = optionsOf(agentRows);
  const agentId = request.agentId ?? null;
  const chosenAgent =
    agentId === null ? null : (agents.find((option) => option.id === agentId) ?? { id: agentId, label: `#${agentId}` });
  const idText = (id: number | null) => (id === null ? '' : String(id));

  return (
    <Box
      component="section"
      aria-label={t('flightReport.request')}
      sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      <DateField
        label={t('flightReport.startDate')}
        value={period.draft.start}
        onChange={(value) => changeDate('start', value)}
        error={errors.startDate}
        size="small"
        testId="report-start"
      />
      <DateField
        label={t('flightReport.endDate')}
        value={period.draft.end}
        onChange={(value) => changeDate('end', value)}
        error={errors.endDate}
        size="small"
        testId="report-end"
      />
      <TextField
        select
        size="small"
        label={t('flightReport.groupBy')}
        value={groupOf(filters.group)}
        onChange={(event) => onChange({ group: event.target.value === 'flight' ? '' : event.target.value })}
        slotProps={{ htmlInput: { 'data-testid': 'report-group' } }}
      >
        {FLIGHT_REPORT_GROUPS.map((group) => (
          <MenuItem key={group} value={group} data-testid={`report-group-${group}`}>
            {t(`flightReport.groups.${group}`)}
          </MenuItem>
        ))}
      </TextField>
      <ReferenceAutocomplete
        resource="airlines"
        size="small"
        label={t('flightReport.airline')}
        value={request.airlineId ?? null}
        onChange={(id) => onChange({ airline: idText(id) })}
        testId="report-airline"
      />
      <ReferenceAutocomplete
        resource="airports"
        size="small"
        label={t('flightReport.fromAirport')}
        value={request.fromAirportId ?? null}
        onChange={(id) => onChange({ origin: idText(id) })}
        testId="report-origin"
      />
      <ReferenceAutocomplete
        resource="airports"
        size="small"
        label={t('flightReport.toAirport')}
        value={request.toAirportId ?? null}
        onChange={(id) => onChange({ destination: idText(id) })}
        testId="report-destination"
      />
      <Autocomplete<TOption, true>
        multiple
        size="small"
        options={flights}
        value={chosenFlights}
        onChange={(_event, chosen) => onChange({ flights: chosen.map((option) => option.id).join(',') })}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        noOptionsText={t('flightReport.empty')}
        limitTags={2}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('flightReport.flights')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'report-flights' },
            }}
          />
        )}
      />
      <Autocomplete<TOption>
        size="small"
        options={agents}
        value={chosenAgent}
        onChange={(_event, option) => onChange({ agent: idText(option?.id ?? null) })}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        noOptionsText={t('flightReport.charts.noData')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('flightReport.agent')}
            placeholder={t('flightReport.allAgents')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'report-agent' },
            }}
          />
        )}
      />
    </Box>
  );
}
