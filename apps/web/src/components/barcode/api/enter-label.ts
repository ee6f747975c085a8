import type { TLabelEntryRequest, TPackagedFood } from "@nutriguia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { barcodeQuery } from "./look-up-barcode";

/** POST /api/foods/barcode/{ean}: the label's table, typed once and kept for everyone. */
export function enterLabel(ean: string, entry: TLabelEntryRequest): Promise<TPackagedFood> {
  return api.post<TPackagedFood>(`/api/foods/barcode/${encodeURIComponent(ean)}`, entry);
}

export function useEnterLabel(ean: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entry: TLabelEntryRequest) => enterLabel(ean, entry),
    onSuccess: (food) => client.setQueryData(barcodeQuery(ean).queryKey, food),
  });
}
