import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TContactMessage } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { onFirstUse } from "@nutriguia/domain/calc";

/** 001 §7: admin contact calls carry the stored token as a bearer header (the client adds it). */
const KEY = ["admin", "contact"] as const;

export function useContactMessages() {
  return useQuery({ queryKey: [...KEY, "all"], queryFn: () => api.get<TContactMessage[]>("/api/contact"), retry: false });
}

export function useRespondToContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, responseMessage }: { id: string; responseMessage: string }) =>
      api.post<TContactMessage>(`/api/contact/${encodeURIComponent(id)}/respond`, { responseMessage }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const DATE = onFirstUse(() => new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" }));

export function formatContactDate(value: string | null): string {
  if (!value) return "—";
  const date = new Date(value.replace(/\[.*\]$/, ""));
  return Number.isNaN(date.getTime()) ? value : DATE().format(date);
}
