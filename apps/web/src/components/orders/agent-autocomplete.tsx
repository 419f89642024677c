import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentLabel, agentOptionsQuery, userQuery } from '../../lib/queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';

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
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId: string;
  size?: 'small' | 'medium';
  error?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 250);
  const options = useQuery({ ...agentOptionsQuery(search), enabled: open });
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
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={current}
      options={current && !choices.some((choice) => choice.id === current.id) ? [current, ...choices] : choices}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // While the answer to the latest typing is on its way, the previous one is narrowed here (Enter never picks
      // a stale option).
      filterOptions={(all) => {
        const text = typed.trim().toLowerCase();
        if (!text || (text === search.trim().toLowerCase() && !options.isFetching)) return all;
        return all.filter((option) => option.label.toLowerCase().includes(text));
      }}
      loading={options.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('resourceList.noOptions')}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
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
