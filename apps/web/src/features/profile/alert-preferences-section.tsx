import {
  AGENT_ONLY_ALERTS,
  ALERT_ENDPOINTS,
  ALERT_KINDS,
  CHANNELS_OF_ALERT,
  type TAlertChannel,
  type TAlertKind,
  type TAlertPreferences,
  type TRole,
} from '@frs/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/query-content';
import { ApiError, callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

function preferencesQuery() {
  return queryOptions({
    queryKey: queryKeys.alerts.preferences(),
    queryFn: ({ signal }) => callApi(ALERT_ENDPOINTS.preferences, { signal }),
  });
}

/** The preferences with one switch turned (a kind without the channel stays as it is). */
function switched(
  preferences: TAlertPreferences,
  kind: TAlertKind,
  channel: TAlertChannel,
  on: boolean,
): TAlertPreferences {
  return { ...preferences, [kind]: { ...preferences[kind], [channel]: on } };
}

function channelOn(preferences: TAlertPreferences, kind: TAlertKind, channel: TAlertChannel): boolean {
  const switches: Partial<Record<TAlertChannel, boolean>> = preferences[kind];
  return switches[channel] === true;
}

/**
 * Each alert kind with a switch per channel it has; a switch saves at once. The low balance alert is an agent's
 * only, so other roles see the deadline reminders alone.
 */
function AlertSwitches({ preferences, role }: { preferences: TAlertPreferences; role: TRole }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (next: TAlertPreferences) => callApi(ALERT_ENDPOINTS.editPreferences, { body: next }),
    onMutate: (next) => {
      setError(null);
      queryClient.setQueryData(queryKeys.alerts.preferences(), next);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.alerts.preferences(), saved),
    onError: (failure) => {
      queryClient.setQueryData(queryKeys.alerts.preferences(), preferences);
      setError(failure instanceof ApiError ? failure.message : t('errors.GENERIC'));
    },
  });
  const kinds = ALERT_KINDS.filter((kind) => role === 'user' || !AGENT_ONLY_ALERTS.includes(kind));
  return (
    <Box data-testid="alert-preferences">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('alertPreferences.intro')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1.5 }} role="alert" data-testid="alert-preferences-error">
          {error}
        </Alert>
      )}
      {kinds.map((kind) => (
        <Box
          key={kind}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Typography component="legend" sx={{ fontWeight: 500, p: 0, mb: 0.5 }}>
            {t(`alertPreferences.kinds.${kind}`)}
          </Typography>
          {CHANNELS_OF_ALERT[kind].map((channel) => (
            <FormControlLabel
              key={channel}
              label={t(`alertPreferences.${channel}`)}
              control={
                <Switch
                  checked={channelOn(preferences, kind, channel)}
                  disabled={mutation.isPending}
                  onChange={(event) => mutation.mutate(switched(preferences, kind, channel, event.target.checked))}
                  slotProps={{ input: { 'data-testid': `alert-${kind}-${channel}` } as object }}
                />
              }
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

/** /profile's Alerts: the caller's own switches of the low balance alert and the deadline reminders (issue 19). */
export function AlertPreferencesSection({ role }: { role: TRole }) {
  return (
    <QueryContent query={useQuery(preferencesQuery())}>
      {(preferences) => <AlertSwitches preferences={preferences} role={role} />}
    </QueryContent>
  );
}
