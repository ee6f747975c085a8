import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TChatImageResponse } from "@nutriguia/domain";
import { apiRequest } from "../../../lib/api-client";
import { chatHistoryQuery } from "./get-history";
import { usageQuery } from "./get-usage";

/** POST /api/chat/image: multipart file + caption. */
export function sendImage({ file, caption }: { file: File; caption: string }) {
  const form = new FormData();
  form.append("file", file);
  form.append("caption", caption);
  return apiRequest<TChatImageResponse>("/api/chat/image", { method: "POST", formData: form });
}

export function useSendImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendImage,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatHistoryQuery().queryKey });
      void client.invalidateQueries({ queryKey: usageQuery().queryKey });
    },
  });
}
