import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TNotificationList, TNotificationPreferences } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/notifications — status changes of the requests the user wrote or voted for. */
export function useNotifications(enabled: boolean) {
  return useQuery({ queryKey: ["notifications"], queryFn: () => api.get<TNotificationList>("/api/notifications"), enabled });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/notifications/read-all", {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ["notifications"] }),
  });
}

/** GET/PUT /api/notifications/preferences — e-mail is opt-in. */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ queryKey: ["notifications", "preferences"], queryFn: () => api.get<TNotificationPreferences>("/api/notifications/preferences"), enabled });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: TNotificationPreferences) => api.put<TNotificationPreferences>("/api/notifications/preferences", prefs),
    onSuccess: (prefs) => client.setQueryData(["notifications", "preferences"], prefs),
  });
}
