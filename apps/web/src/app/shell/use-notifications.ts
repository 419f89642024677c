import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { markNotificationRead, myNotificationsQuery } from '../../lib/queries';

/** The caller's notifications and the action that marks one read (its answer is the new list). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const notifications = useQuery(myNotificationsQuery());
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.myNotifications(), next),
  });
  return { notifications, markRead };
}
