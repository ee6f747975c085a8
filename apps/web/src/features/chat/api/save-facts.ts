import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSaveFactsResponse } from "@nutriguia/domain";
import { api } from "../../../lib/api-client";
import { useSession } from "../../../lib/session/session-context";
import { chatHistoryQuery } from "./get-history";

/** POST /api/chat/save-facts {messageId}: what the answered statement said, added to the nutritional profile. */
export const saveFacts = (messageId: string) => api.post<TSaveFactsResponse>("/api/chat/save-facts", { messageId });

/** The history drops the offer once the profile holds it; the session's user and the targets read the new profile. */
export function useSaveFacts() {
  const client = useQueryClient();
  const { controller } = useSession();
  return useMutation({
    mutationFn: saveFacts,
    onSuccess: () => {
      void controller.refresh();
      void client.invalidateQueries({ queryKey: ["dashboard"] });
      void client.invalidateQueries({ queryKey: ["calories"] });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: chatHistoryQuery().queryKey }),
  });
}
