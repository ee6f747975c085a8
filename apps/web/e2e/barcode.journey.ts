/** Barcode journey: a packaged food typed and found (Open Food Facts stand-in) with its warnings, logged; one unknown, typed from the label in the chat. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { chromium } from "playwright-core";
import { MOBILE, shoot, signIn, toastShows } from "./browser";
import { writeBarcodeVideo } from "./fake-barcode-camera";
import { assert, createUser, freshEmail, type TJourney } from "./harness";

const FOUND = "7891000100103";
const UNKNOWN = "7894900011517";

/**
 * A loopback Open Food Facts (API v2) that knows one biscuit: 200 `{status: 1, product}` for it, 404 `{status: 0}` for
 * any other code, as the real service answers. Started before the server, which reads OPEN_FOOD_FACTS_URL at boot.
 */
export async function startOffStandIn(): Promise<{ url: string; lookups: () => string[] }> {
  const lookups: string[] = [];
  const product = {
    product_name: "Biscoito recheado sabor chocolate",
    brands: "Marca Teste",
    serving_size: "30 g (3 biscoitos)",
    serving_quantity: 30,
    product_quantity: 130,
    product_quantity_unit: "g",
    nutriments: { "energy-kcal_100g": 480, proteins_100g: 6, carbohydrates_100g: 68, "added-sugars_100g": 30, fat_100g: 20, "saturated-fat_100g": 9, fiber_100g: 2.5, sodium_100g: 0.3 },
    allergens_tags: ["en:gluten", "en:milk", "en:soybeans"],
    nova_group: 4,
    rev: 27,
  };
  const server = http.createServer((req, res) => {
    const code = /^\/api\/v2\/product\/(\d+)/.exec(req.url ?? "")?.[1] ?? "";
    lookups.push(code);
    res.writeHead(code === FOUND ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify(code === FOUND ? { code, status: 1, product } : { code, status: 0, status_verbose: "product not found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lookups: () => lookups };
}

export const barcodeJourney: TJourney = {
  name: "barcode",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Duda Código", email: freshEmail("duda"), password: "Senha-Muito-Forte-123" };
    return [
      {
        name: "in 'Adicionar alimento' a typed EAN-13 is checked, found, shown with its allergen and 'alto em' warnings, and logged as 2 biscoitos (screenshots)",
        run: async () => {
          await createUser(env.server, USER, { customRestrictions: ["leite"] });
          await signIn(page, env.server.baseUrl, USER, "/calorie-dashboard");
          await page.getByRole("button", { name: "Adicionar alimento em Lanche da tarde" }).click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("button", { name: "Produto com código de barras" }).click();
          const code = dialog.getByLabel("Código de barras", { exact: true });
          await code.fill("7891000100104");
          await dialog.getByRole("button", { name: "Buscar" }).click();
          await dialog.getByText("o último dígito não confere").waitFor();
          await code.fill(FOUND);
          await dialog.getByRole("button", { name: "Buscar" }).click();
          await dialog.getByTestId("packaged-food").getByText("Biscoito recheado sabor chocolate").waitFor();
          const warning = await dialog.getByTestId("allergen-warning").textContent();
          assert(warning?.includes("alergia a leite"), `no milk allergy warning: ${warning}`);
          const seal = await dialog.getByTestId("high-in").textContent();
          assert(/açúcar adicionado/i.test(seal ?? "") && /gordura saturada/i.test(seal ?? ""), `no 'alto em' seal: ${seal}`);
          await dialog.getByLabel("Medida").selectOption("biscoito");
          await dialog.getByLabel("Quantidade").fill("2");
          await dialog.getByTestId("portion-total").getByText("96 kcal").waitFor();
          await shoot(page, "barcode-found");
          await dialog.getByRole("button", { name: "Adicionar em Lanche da tarde" }).click();
          await toastShows(page, "registrado em Lanche da tarde");
          const snack = page.getByRole("region", { name: "Lanche da tarde" });
          await snack.getByRole("link", { name: /Biscoito recheado sabor chocolate/ }).waitFor();
          await snack.getByText("Lanche da tarde · 96 kcal").waitFor();
        },
      },
      {
        name: "in the chat an unknown barcode opens the label's table, which is saved once and logged (screenshots)",
        run: async () => {
          await page.goto(env.url("/web-chat"));
          await page.getByRole("button", { name: "Código de barras" }).waitFor();
          await shoot(page, "barcode-chat");
          await page.getByRole("button", { name: "Código de barras" }).click();
          const dialog = page.getByRole("dialog");
          await dialog.getByLabel("Refeição").selectOption("BREAKFAST");
          await dialog.getByLabel("Código de barras", { exact: true }).fill(UNKNOWN);
          await dialog.getByRole("button", { name: "Buscar" }).click();
          await dialog.getByText(/Produto não encontrado/).waitFor();
          const form = dialog.getByRole("form", { name: "Tabela nutricional do rótulo" });
          await form.getByLabel("Nome do produto").fill("Pão de queijo congelado");
          await form.getByLabel("Porção (g)").fill("50");
          await form.getByLabel("Medida caseira da porção").fill("2 unidades");
          for (const [label, value] of [["Valor energético (kcal)", "290"], ["Carboidratos (g)", "36"], ["Proteínas (g)", "5"], ["Gorduras totais (g)", "14"], ["Gorduras saturadas (g, opcional)", "6,5"], ["Sódio (mg, opcional)", "620"]]) {
            await form.getByLabel(label!, { exact: true }).fill(value!);
          }
          await form.getByLabel("ovo").check();
          await form.getByText("Por porção: 145").waitFor();
          await shoot(page, "barcode-label-form");
          await form.getByRole("button", { name: "Salvar tabela do produto" }).click();
          const product = dialog.getByTestId("packaged-food");
          await product.getByText("Tabela do rótulo (usuário)").waitFor();
          const seal = await dialog.getByTestId("high-in").textContent();
          assert(/sódio/i.test(seal ?? "") && /gordura saturada/i.test(seal ?? ""), `no 'alto em' seal: ${seal}`);
          await shoot(page, "barcode-label-saved");
          await dialog.getByRole("button", { name: "Adicionar em Café da manhã" }).click();
          await toastShows(page, "Pão de queijo congelado registrado em Café da manhã");
          await page.goto(env.url("/calorie-dashboard"));
          await page.getByRole("region", { name: "Café da manhã" }).getByRole("link", { name: /Pão de queijo congelado/ }).waitFor();
        },
      },
      {
        name: "the camera reads a printed EAN-13 (Chromium's fake camera; zxing-wasm where there is no BarcodeDetector), finds the product and warns the user allergic to milk",
        run: async () => {
          const browser = await chromium.launch({
            executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
            headless: true,
            args: ["--no-sandbox", "--disable-gpu", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${writeBarcodeVideo(FOUND)}`],
          });
          try {
            const context = await browser.newContext({ viewport: MOBILE, locale: "pt-BR", permissions: ["camera"] });
            const camera = await context.newPage();
            const problems: string[] = [];
            const wasm: string[] = [];
            camera.on("pageerror", (error) => problems.push(error.message));
            camera.on("response", (response) => {
              if (response.url().endsWith(".wasm")) wasm.push(`${response.status()} ${response.headers()["content-type"]}`);
            });
            camera.on("console", (message) => {
              if (message.type() === "error") problems.push(message.text());
            });
            await signIn(camera, env.server.baseUrl, USER, "/calorie-dashboard");
            await camera.getByRole("button", { name: "Adicionar alimento em Jantar" }).click();
            const dialog = camera.getByRole("dialog");
            await dialog.getByRole("button", { name: "Produto com código de barras" }).click();
            await dialog.getByRole("button", { name: "Ler com a câmera" }).click();
            await dialog.getByTestId("packaged-food").getByText("Biscoito recheado sabor chocolate").waitFor({ timeout: 30_000 });
            assert((await dialog.getByLabel("Código de barras", { exact: true }).inputValue()) === FOUND, "the read code is not shown in the field");
            const warning = await dialog.getByTestId("allergen-warning").textContent();
            assert(warning?.includes("alergia a leite"), `the scanned product shows no milk allergy warning: ${warning}`);
            assert(problems.length === 0, `errors while scanning: ${problems.join(" | ")}`);
            const native = await camera.evaluate(() => "BarcodeDetector" in window);
            assert(native || (wasm.length === 1 && wasm[0] === "200 application/wasm"), `zxing-wasm not served from our origin: ${wasm.join(", ")}`);
          } finally {
            await browser.close();
          }
        },
      },
    ];
  },
};
