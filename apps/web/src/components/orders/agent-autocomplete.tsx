import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agentLabel, agentOptionsQuery, userQuery } from '../../lib/queries';
import type { TAutocompleteHandover } from '../form/lazy-autocomplete';
import { useServerSearch } from '../form/use-server-search';

interface TAgentOption {
  id: number;
  label: string;
}

/**
 * Chooses an approved agent by searching the users list on the server (staff only); shows the chosen one by its
 * company name, loaded by id when the list does not hold it.
 */
export function AgentAutocomplete({
  value,
  onChange,
  label,
  testId,
  size,
  error,
  required,
  handover,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId: string;
  size?: 'small' | 'medium';
  error?: string;
  required?: boolean;
  /** Where the user was in the stand-in it replaces (agent-filter.tsx): it takes the focus, its options open. */
  handover?: TAutocompleteHandover;
}) {
  const { t } = useTranslation();
  const searching = useServerSearch({ initiallyOpen: handover === 'open' });
  const options = useQuery({ ...agentOptionsQuery(searching.search), enabled: searching.open });
  const selected = useQuery({ ...userQuery(value ?? 0), enabled: value !== null });
  const choices: TAgentOption[] = (options.data?.result ?? []).map((agent) => ({
    id: agent.userId,
    label: agentLabel(agent),
  }));
  const current: TAgentOption | null =
    value === null
      ? null
      : (choices.find((choice) => choice.id === value) ?? {
          id: value,
          label: selected.data ? agentLabel(selected.data) : '',
        });
  return (
    <Autocomplete<TAgentOption>
      {...searching.autocompleteProps}
      value={current}
      options={current && !choices.some((choice) => choice.id === current.id) ? [current, ...choices] : choices}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => searching.narrow(all, options.isFetching, (option) => option.label)}
      loading={options.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={handover !== undefined}
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} data-testid={`${testId}-option-${option.id}`}>
            {option.label}
          </li>
        );
      }}
    />
  );
}
