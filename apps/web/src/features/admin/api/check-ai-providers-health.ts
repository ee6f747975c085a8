import { ZAiProvidersHealth, type TAiProvidersHealth } from "@nutriguia/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/ai-providers/health: a live call to each provider, run only when the admin asks. */
export function useAiProvidersHealth() {
  return useQuery({
    queryKey: ["admin", "ai-providers", "health"],
    queryFn: async (): Promise<TAiProvidersHealth> => ZAiProvidersHealth.parse(await api.get<unknown>("/api/admin/ai-providers/health")),
    enabled: false,
    retry: false,
    gcTime: 0,
  });
}
