import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChatAudioResponse } from "@nutriguia/domain";
import { apiRequest } from "../../../lib/api-client";
import { chatHistoryQuery } from "./get-history";
import { usageQuery } from "./get-usage";

/** POST /api/chat/audio: the recording (webm) with a prompt text. */
export function sendAudio({ audio, prompt }: { audio: Blob; prompt: string }) {
  const form = new FormData();
  form.append("file", audio, "gravacao.webm");
  form.append("prompt", prompt);
  return apiRequest<TChatAudioResponse>("/api/chat/audio", { method: "POST", formData: form });
}

export function useSendAudio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAudio,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatHistoryQuery().queryKey });
      void client.invalidateQueries({ queryKey: usageQuery().queryKey });
    },
  });
}
