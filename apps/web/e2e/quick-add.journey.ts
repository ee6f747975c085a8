/**
 * Quick add journey (issue 30): a card edited in the UI and the chat reply above it agree; a confirmed card is saved as
 * a recipe; the "+" of a meal on the home and on the Calorias diary adds a recent food or a recipe with one tap; the
 * home counts the days in a row.
 */
import { shoot, signIn, toastShows } from "./browser";
import { assert, createUser, freshEmail, type TJourney } from "./harness";

const PROFILE = { age: 41, weight: 80, height: 176, gender: "MALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" };
const LUNCH = "almocei arroz, feijão e bife";

/** "1.234,5 kcal" → 1234.5 */
const kcalOf = (text: string | null) => Number((/([\d.]+(?:,\d)?) kcal/.exec(text ?? "")?.[1] ?? "NaN").replace(/\./g, "").replace(",", "."));
const pt = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 1 });

export const quickAddJourney: TJourney = {
  name: "quick-add",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Rita Rápida", email: freshEmail("rita"), password: "Senha-Muito-Forte-123" };
    let lunchKcal = 0;

    return [
      {
        name: "after an item is changed on the card, the reply states the card's total and says it was edited (screenshots)",
        run: async () => {
          await createUser(env.server, USER, PROFILE);
          await signIn(page, env.server.baseUrl, USER, "/web-chat");
          await page.getByRole("textbox", { name: "Mensagem" }).fill(LUNCH);
          await page.getByRole("button", { name: "Enviar", exact: true }).click();
          const reply = page.getByTestId("assistant-message").filter({ has: page.getByTestId("nutrition-card") }).first();
          const card = reply.getByTestId("nutrition-card");
          await card.waitFor({ timeout: 20_000 });
          const before = kcalOf(await card.getByTestId("total-kcal").textContent());
          assert((await reply.textContent())?.includes(`${pt(before)} kcal`), `the reply does not state ${pt(before)} kcal`);

          await card.getByRole("button", { name: /^Alterar quantidade de Arroz/ }).click();
          const dialog = page.getByRole("dialog", { name: "Alterar quantidade" });
          await dialog.getByLabel("Quantidade").fill("200");
          await dialog.getByRole("button", { name: "Salvar" }).click();
          await dialog.waitFor({ state: "detached" });
          await page.waitForFunction((old) => !document.querySelector('[data-testid="total-kcal"]')?.textContent?.includes(old), `${pt(before)} kcal`);
          lunchKcal = kcalOf(await card.getByTestId("total-kcal").textContent());
          assert(lunchKcal > 0 && lunchKcal !== before, `the card's total stayed ${before}`);
          await reply.getByText(`Cartão editado por você: agora são ${pt(lunchKcal)} kcal`).waitFor();
          const text = (await reply.textContent()) ?? "";
          assert(!text.includes(`${pt(before)} kcal`), `the reply still says ${pt(before)} kcal`);
          await reply.scrollIntoViewIfNeeded();
          await shoot(page, "quick-add-card-edited");
        },
      },
      {
        name: "a confirmed card is saved as a recipe",
        run: async () => {
          const card = page.getByTestId("nutrition-card").first();
          await card.getByRole("button", { name: "Confirmar" }).click();
          await card.getByText("Registrado no seu dia").waitFor();
          await card.getByRole("button", { name: "Salvar como receita" }).click();
          await card.getByLabel("Nome da receita").fill("PF do almoço");
          await card.getByRole("button", { name: "Salvar receita" }).click();
          await card.getByText('Receita "PF do almoço" salva', { exact: false }).waitFor();
          await shoot(page, "quick-add-recipe-saved");
        },
      },
      {
        name: "the home's '+' on Jantar offers recent foods and recipes; one tap logs the recipe; the streak shows (screenshots)",
        run: async () => {
          await page.goto(env.url("/dashboard"));
          await page.getByTestId("streak").filter({ hasText: "1 dia seguido" }).waitFor();
          await page.getByRole("button", { name: "Adicionar alimento em Jantar" }).click();
          const dialog = page.getByRole("dialog", { name: "Adicionar alimento" });
          assert((await dialog.getByLabel("Refeição").inputValue()) === "DINNER", "the dialog is not preset to Jantar");
          await dialog.getByTestId("quick-picks").getByText(/^Arroz/).first().waitFor();
          await shoot(page, "quick-add-dialog-recent");
          await dialog.getByRole("tab", { name: "Receitas" }).click();
          await dialog.getByText("PF do almoço").waitFor();
          await shoot(page, "quick-add-dialog-recipes");
          await dialog.getByRole("button", { name: "Adicionar PF do almoço" }).click();
          await toastShows(page, "PF do almoço registrado em Jantar");
          const dinner = page.getByTestId("today-meal-DINNER").filter({ hasText: "kcal" });
          await dinner.waitFor();
          const logged = kcalOf(await dinner.textContent());
          assert(Math.abs(logged - lunchKcal) <= 1, `the recipe logged ${logged} kcal, the card said ${lunchKcal}`);
          await shoot(page, "quick-add-home");
        },
      },
      {
        name: "the Calorias diary's '+' on Café da manhã adds a recent food with one tap",
        run: async () => {
          await page.goto(env.url("/calorie-dashboard"));
          await page.getByRole("button", { name: "Adicionar alimento em Café da manhã" }).click();
          const dialog = page.getByRole("dialog", { name: "Adicionar alimento" });
          const first = dialog.getByTestId("quick-picks").getByRole("button", { name: /^Adicionar / }).first();
          const name = ((await first.getAttribute("aria-label")) ?? "").replace(/^Adicionar /, "");
          await first.click();
          await toastShows(page, `${name} registrado em Café da manhã`);
          await page.getByRole("region", { name: "Café da manhã" }).getByRole("link").first().waitFor();
          await shoot(page, "quick-add-calorias");
        },
      },
    ];
  },
};
