import { formatIsoDate, type TDirectoryPassenger } from '@frs/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayTakeInitialFocus } from '../../lib/initial-focus';
import { passengerDirectoryQuery } from '../../lib/passengers-api';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How a traveller of the directory reads in the picker. */
export function directoryLabel(passenger: TDirectoryPassenger): string {
  return `${passenger.lastName.toUpperCase()} ${passenger.firstName} · ${passenger.passportNumber} · ${formatIsoDate(passenger.dateOfBirth)}`;
}

/**
 * Finds a traveller in the passengers directory (agents: their own; staff: the chosen agent's, or everyone's) and
 * hands the record to the form, which copies its fields. The first match is highlighted, so that Enter picks it.
 */
export function DirectoryPicker({
  agentId,
  onPick,
  testId,
  autoFocus = false,
}: {
  agentId: number | null;
  onPick: (passenger: TDirectoryPassenger) => void;
  testId: string;
  /** Take the caret when the screen opens with nothing focused (the checkout's first traveller). */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && mayTakeInitialFocus()) input.current?.focus();
  }, [autoFocus]);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const list = useQuery({
    ...passengerDirectoryQuery({
      page: 0,
      pageSize: 10,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(agentId !== null ? { agentId } : {}),
    }),
    enabled: open,
  });
  return (
    <Autocomplete<TDirectoryPassenger>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={null}
      options={list.data?.result ?? []}
      onChange={(_event, passenger) => {
        if (passenger) onPick(passenger);
      }}
      inputValue={typed}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      getOptionLabel={directoryLabel}
      // While the answer to the latest typing is on its way, the previous one is narrowed here (Enter never picks
      // a stale option).
      filterOptions={(all) => {
        const text = typed.trim().toLowerCase();
        if (!text || (text === search.trim().toLowerCase() && !list.isFetching)) return all;
        return all.filter((option) => directoryLabel(option).toLowerCase().includes(text));
      }}
      loading={list.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      autoHighlight
      size="small"
      sx={{ minWidth: { xs: '100%', sm: 320 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={input}
          label={t('checkout.fromDirectory')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} data-testid={`${testId}-option-${option.id}`}>
            {directoryLabel(option)}
          </li>
        );
      }}
    />
  );
}
