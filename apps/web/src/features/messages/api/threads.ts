import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TThreadCreate, TThreadDetail, TThreadList } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/messages/threads */
export const threadsQuery = () => queryOptions({ queryKey: ["messages", "threads"], queryFn: () => api.get<TThreadList>("/api/messages/threads") });
export const useThreads = () => useQuery(threadsQuery());

/** GET /api/messages/threads/:id — opening marks the team's replies read. */
export const threadQuery = (id: string) =>
  queryOptions({ queryKey: ["messages", "thread", id], queryFn: () => api.get<TThreadDetail>(`/api/messages/threads/${encodeURIComponent(id)}`) });

export function useThread(id: string | null) {
  return useQuery({ ...threadQuery(id ?? ""), enabled: !!id });
}

/** GET /api/messages/unread-count — the header badge. */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: ["messages", "unread"],
    queryFn: () => api.get<{ unreadCount: number }>("/api/messages/unread-count"),
    enabled,
    refetchInterval: 60_000,
  });
}

function useRefreshMessages() {
  const client = useQueryClient();
  return (detail: TThreadDetail) => {
    client.setQueryData(threadQuery(detail.id).queryKey, detail);
    void client.invalidateQueries({ queryKey: threadsQuery().queryKey });
  };
}

/** POST /api/messages/threads, then the optional image. */
export function useStartThread() {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: async ({ input, image }: { input: TThreadCreate; image: File | null }) => {
      const thread = await api.post<TThreadDetail>("/api/messages/threads", input);
      return image ? sendImage(thread.id, image) : thread;
    },
    onSuccess: refresh,
  });
}

function sendImage(id: string, image: File, caption = "") {
  const form = new FormData();
  form.append("file", image);
  if (caption) form.append("body", caption);
  return api.post<TThreadDetail>(`/api/messages/threads/${id}/images`, undefined, { formData: form });
}

/** POST /api/messages/threads/:id/messages or /images */
export function useReply(id: string) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: ({ body, image }: { body: string; image: File | null }) =>
      image ? sendImage(id, image, body) : api.post<TThreadDetail>(`/api/messages/threads/${id}/messages`, { body }),
    onSuccess: refresh,
  });
}
