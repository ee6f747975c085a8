import http from "node:http";
import type { AddressInfo } from "node:net";

/** A product as Open Food Facts API v2 returns it (the fields NutriGuia asks for). */
export type TOffProduct = {
  product_name?: string;
  brands?: string;
  serving_size?: string;
  serving_quantity?: number | string;
  product_quantity?: number | string;
  product_quantity_unit?: string;
  nutriments?: Record<string, number>;
  allergens_tags?: string[];
  nova_group?: number;
  rev?: number;
};

export type TOffStandIn = { url: string; requests: { path: string; userAgent: string | undefined }[]; close: () => Promise<void> };

/**
 * A loopback Open Food Facts: GET /api/v2/product/{code} answers 200 `{status: 1, product}` for a known code and
 * 404 `{status: 0, status_verbose: "product not found"}` otherwise, as the real API does.
 */
export async function startOffStandIn(products: Record<string, TOffProduct>): Promise<TOffStandIn> {
  const requests: TOffStandIn["requests"] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    requests.push({ path: url.pathname, userAgent: req.headers["user-agent"] });
    const code = /^\/api\/v2\/product\/(\d+)$/.exec(url.pathname)?.[1];
    const product = code ? products[code] : undefined;
    res.writeHead(product ? 200 : 404, { "content-type": "application/json" });
    res.end(
      JSON.stringify(
        product
          ? { code, status: 1, status_verbose: "product found", product }
          : { code: code ?? "", status: 0, status_verbose: "product not found" },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Recheio de chocolate biscuits: 30 g portion of 3 biscuits, a 130 g pack, milk, gluten and soy, high in sugar and fat. */
export const BISCOITO: TOffProduct = {
  product_name: "Biscoito recheado sabor chocolate",
  brands: "Marca Teste, Outra",
  serving_size: "30 g (3 biscoitos)",
  serving_quantity: 30,
  product_quantity: "130",
  product_quantity_unit: "g",
  nutriments: {
    "energy-kcal_100g": 480,
    proteins_100g: 6,
    carbohydrates_100g: 68,
    "added-sugars_100g": 30,
    fat_100g: 20,
    "saturated-fat_100g": 9,
    fiber_100g: 2.5,
    sodium_100g: 0.3,
  },
  allergens_tags: ["en:gluten", "en:milk", "en:soybeans"],
  nova_group: 4,
  rev: 27,
};
