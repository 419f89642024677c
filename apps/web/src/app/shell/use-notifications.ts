import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';
import { markNoticeRead, markNotificationRead, myNotificationsQuery } from '../../lib/queries';

/** The caller's announcements and own notices, and the actions that mark one read (their answer is the new list). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const notifications = useQuery(myNotificationsQuery());
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.myNotifications(), next),
  });
  const markNoticeReadMutation = useMutation({
    mutationFn: markNoticeRead,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.myNotifications(), next),
  });
  return { notifications, markRead, markNoticeRead: markNoticeReadMutation };
}
