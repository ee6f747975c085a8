import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TReminderSettings, TRemindersResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export const remindersQuery = () => queryOptions({ queryKey: ["reminders"], queryFn: () => api.get<TRemindersResponse>("/api/reminders") });

export const useReminders = () => useQuery(remindersQuery());

/** PUT /api/reminders: the whole choice (channels, meal times, weekly summary, quiet hours); answers the saved view. */
export function useSaveReminders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TReminderSettings) => api.put<TRemindersResponse>("/api/reminders", settings),
    onSuccess: (data) => client.setQueryData(remindersQuery().queryKey, data),
  });
}
