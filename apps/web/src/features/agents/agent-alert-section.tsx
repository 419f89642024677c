import { ALERT_ENDPOINTS } from '@frs/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { QueryContent } from '../../components/query-content';
import { Spinner } from '../../components/spinner';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

function agentAlertQuery(agentId: number) {
  return queryOptions({
    queryKey: queryKeys.alerts.agent(agentId),
    queryFn: ({ signal }) => callApi(ALERT_ENDPOINTS.agent, { params: { id: agentId }, signal }),
  });
}

const loadAlertForm = () => import('./agent-alert-form');
/** The form (the form kit, the contract's schema) is a chunk of its own, fetched while the alert is. */
const AgentAlertForm = lazy(() => loadAlertForm().then((module) => ({ default: module.AgentAlertForm })));

/** The agent page's low balance alert: the threshold in force, its state, and staff's own threshold (issue 19). */
export function AgentAlertSection({ agentId, canEdit }: { agentId: number; canEdit: boolean }) {
  // A failed fetch is left to the lazy form, which fetches again when it renders (and reports a failure then).
  useEffect(() => void loadAlertForm().catch(() => undefined), []);
  return (
    <QueryContent query={useQuery(agentAlertQuery(agentId))}>
      {(alert) => (
        <Suspense fallback={<Spinner />}>
          <AgentAlertForm key={alert.lowBalanceThreshold ?? 'agency'} alert={alert} canEdit={canEdit} />
        </Suspense>
      )}
    </QueryContent>
  );
}
