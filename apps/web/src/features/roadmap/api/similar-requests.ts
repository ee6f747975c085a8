import { useQuery } from "@tanstack/react-query";
import type { TFeatureSimilar } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";

/** GET /api/roadmap/similar?q — suggestions while a new request is typed. */
export function useSimilarRequests(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ["roadmap", "similar", q],
    queryFn: () => api.get<TFeatureSimilar>(`/api/roadmap/similar?q=${encodeURIComponent(q)}`),
    enabled: q.length >= 4,
    staleTime: 30_000,
  });
}
