import { useQuery } from "@tanstack/react-query";
import type { TLogContent, TLogFiles, TLogStreamTicket } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

export function useLogFiles() {
  return useQuery({ queryKey: ["admin", "logs", "files"], queryFn: () => api.get<TLogFiles>("/api/admin/logs/files"), retry: false });
}

export function useLogContent(file: string | null, lines: number) {
  return useQuery({
    queryKey: ["admin", "logs", "content", file, lines],
    queryFn: () => api.get<TLogContent>(`/api/admin/logs/${encodeURIComponent(file ?? "")}?lines=${lines}`),
    enabled: !!file,
    retry: false,
  });
}

export function requestStreamTicket(): Promise<TLogStreamTicket> {
  return api.post<TLogStreamTicket>("/api/admin/logs/stream-ticket");
}
