import { useQuery } from '@tanstack/react-query';
import { lazyModule } from '../../lib/lazy-module';
import { agentLabel, userQuery } from '../../lib/queries';
import { LazyAutocomplete } from '../form/lazy-autocomplete';

/** The agent autocomplete, imported on first use (agent-autocomplete.tsx). */
const agentPicker = lazyModule(() => import('./agent-autocomplete'));

/**
 * A list's agent filter (staff only): the agent autocomplete, loaded on first use (lazy-autocomplete.tsx); until then
 * a stand-in shows the chosen agent by its company name, as the autocomplete does.
 */
export function AgentFilter({
  value,
  onChange,
  label,
  testId,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label: string;
  testId: string;
}) {
  const selected = useQuery({ ...userQuery(value ?? 0), enabled: value !== null });
  return (
    <LazyAutocomplete
      picker={agentPicker}
      label={label}
      testId={testId}
      size="small"
      text={value !== null && selected.data ? agentLabel(selected.data) : ''}
      render={({ AgentAutocomplete }, handover) => (
        <AgentAutocomplete
          value={value}
          onChange={onChange}
          label={label}
          testId={testId}
          size="small"
          handover={handover}
        />
      )}
    />
  );
}
