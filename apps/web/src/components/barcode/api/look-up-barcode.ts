import type { TPackagedFood } from "@nutriguia/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/foods/barcode/{ean}: 200 with the product, 404 when neither our database nor Open Food Facts has its table. */
export function lookUpBarcode(ean: string): Promise<TPackagedFood> {
  return api.get<TPackagedFood>(`/api/foods/barcode/${encodeURIComponent(ean)}`);
}

export const barcodeQuery = (ean: string | null) =>
  queryOptions({
    queryKey: ["foods", "barcode", ean],
    queryFn: () => lookUpBarcode(ean!),
    enabled: ean !== null,
    // A 404 is an answer (the label form opens), not a failure to retry.
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useBarcodeLookup(ean: string | null) {
  return useQuery(barcodeQuery(ean));
}
