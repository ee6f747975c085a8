/**
 * Everyday journey (issue 14): three meals told in the chat land in their slots; a wrong food is replaced on the card
 * and the day follows; the home shows calories left; clearing the chat asks first; "68,2" is a weight under en-US.
 */
import type { Locator } from "playwright-core";
import { audit, DESKTOP, MOBILE, shoot, signIn, toastShows } from "./browser";
import { api, assert, createUser, freshEmail, type TJourney } from "./harness";

const PROFILE = { age: 34, weight: 72.5, height: 170, gender: "MALE", activityLevel: "MODERATELY_ACTIVE", goal: "WEIGHT_MAINTENANCE" };
const BREAKFAST = "no café comi 2 ovos cozidos e 1 pão francês";
/** "Bife a cavalo" is read as said; the card then replaces it with another food, as a user who changed their mind would. */
const LUNCH = "almocei arroz, feijão e bife a cavalo";
const DINNER = "jantei arroz e frango grelhado";

/** "1.234,5 kcal" → 1234.5 */
const kcalOf = (text: string | null) => Number((/([\d.]+(?:,\d)?) kcal/.exec(text ?? "")?.[1] ?? "NaN").replace(/\./g, "").replace(",", "."));

export const everydayJourney: TJourney = {
  name: "everyday",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Davi Diário", email: freshEmail("davi"), password: "Senha-Muito-Forte-123" };
    const cards = page.getByTestId("assistant-message").getByTestId("nutrition-card");
    const composer = page.getByRole("textbox", { name: "Mensagem" });
    let fixedLunch = 0;

    async function tell(text: string, index: number): Promise<Locator> {
      await composer.fill(text);
      await page.getByRole("button", { name: "Enviar", exact: true }).click();
      const card = cards.nth(index);
      await card.waitFor({ timeout: 20_000 });
      return card;
    }

    async function confirm(card: Locator) {
      await card.getByRole("button", { name: "Confirmar" }).click();
      await card.getByText("Registrado no seu dia").waitFor();
    }

    const slotOf = async (card: Locator) => card.getByLabel("Refeição").inputValue();

    return [
      {
        name: "'no café…', 'almocei…' and 'jantei…' are read into their slots on the card",
        run: async () => {
          await createUser(env.server, USER, PROFILE);
          await signIn(page, env.server.baseUrl, USER, "/web-chat");
          const breakfast = await tell(BREAKFAST, 0);
          assert((await slotOf(breakfast)) === "BREAKFAST", `breakfast card in ${await slotOf(breakfast)}`);
          await confirm(breakfast);
          const lunch = await tell(LUNCH, 1);
          assert((await slotOf(lunch)) === "LUNCH", `lunch card in ${await slotOf(lunch)}`);
          const dinner = await tell(DINNER, 2);
          assert((await slotOf(dinner)) === "DINNER", `dinner card in ${await slotOf(dinner)}`);
          await confirm(dinner);
        },
      },
      {
        name: "a wrong food is replaced from the card and the total is recomputed (screenshots)",
        run: async () => {
          const lunch = cards.nth(1);
          const items = lunch.getByTestId("card-item");
          await items.filter({ hasText: "Bife a cavalo" }).waitFor();
          const before = kcalOf(await lunch.getByTestId("total-kcal").textContent());
          await lunch.getByRole("button", { name: "Trocar Bife a cavalo" }).click();
          const dialog = page.getByRole("dialog", { name: "Trocar alimento" });
          await dialog.getByRole("button", { name: /Patinho sem gordura grelhado/ }).click();
          await dialog.getByLabel("Quantidade").fill("150");
          await audit(page, "card-item-dialog");
          await dialog.getByRole("button", { name: "Salvar" }).click();
          await dialog.waitFor({ state: "detached" });
          await items.filter({ hasText: "Patinho sem gordura grelhado" }).waitFor();
          assert((await items.filter({ hasText: "Bife a cavalo" }).count()) === 0, "Bife a cavalo still listed");
          fixedLunch = kcalOf(await lunch.getByTestId("total-kcal").textContent());
          assert(fixedLunch > 0 && fixedLunch < before, `lunch total ${fixedLunch} not below ${before}`);
          await confirm(lunch);
          await lunch.scrollIntoViewIfNeeded();
          await shoot(page, "everyday-chat");
        },
      },
      {
        name: "clearing the chat asks first; cancelling keeps the conversation",
        run: async () => {
          await page.getByRole("button", { name: "Limpar conversa" }).click();
          const ask = page.getByRole("alertdialog", { name: "Limpar conversa?" });
          await ask.waitFor();
          await audit(page, "clear-chat-confirmation");
          await ask.getByRole("button", { name: "Cancelar" }).click();
          await ask.waitFor({ state: "detached" });
          assert((await cards.count()) === 3, "the conversation changed after cancelling");
        },
      },
      {
        name: "the day shows each meal in its slot and the fixed lunch total",
        run: async () => {
          await page.goto(env.url("/calorie-dashboard"));
          for (const slot of ["Café da manhã", "Almoço", "Jantar"]) {
            await page.getByRole("region", { name: slot }).getByRole("link").first().waitFor();
          }
          const lunchHeading = await page.getByRole("region", { name: "Almoço" }).locator("h3").textContent();
          assert(Math.abs(kcalOf(lunchHeading) - fixedLunch) <= 1, `lunch shows ${lunchHeading}, card said ${fixedLunch}`);
          const others = page.getByRole("region", { name: "Outros" });
          assert((await others.count()) === 0, "something landed in Outros");
          await shoot(page, "everyday-calorie-dashboard");
        },
      },
      {
        name: "on a phone, nothing on the home jumps while its reads arrive",
        run: async () => {
          await page.setViewportSize(MOBILE);
          await page.goto(env.url("/dashboard"));
          await page.getByTestId("calories-ring").waitFor();
          await page.getByTestId("plan-status").waitFor();
          // Cumulative layout shift as Lighthouse counts it: the sum of unprovoked shifts since navigation.
          const shift = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let total = 0;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
                }).observe({ type: "layout-shift", buffered: true });
                setTimeout(() => resolve(total), 200);
              }),
          );
          assert(shift < 0.1, `the home shifted by ${shift.toFixed(3)}`);
          await page.setViewportSize(DESKTOP);
        },
      },
      {
        name: "the home shows calories left today and the meals by slot (screenshots)",
        run: async () => {
          await page.goto(env.url("/dashboard"));
          const ring = page.getByTestId("calories-ring");
          await ring.waitFor();
          const label = (await ring.getAttribute("aria-label")) ?? "";
          assert(/^Faltam [\d.]+ kcal de [\d.]+ kcal \((Abaixo da meta|Na meta)\)$/.test(label), `ring says ${label}`);
          const lunch = await page.getByTestId("today-meal-LUNCH").textContent();
          assert(Math.abs(kcalOf(lunch) - fixedLunch) <= 1, `home lunch ${lunch}`);
          await page.getByTestId("plan-status").filter({ hasText: /Teste grátis/ }).waitFor();
          await shoot(page, "everyday-home");
        },
      },
      {
        name: "'Baixar meus dados' on the privacy tab downloads the account's JSON",
        run: async () => {
          await page.goto(env.url("/profile?tab=privacy"));
          const download = page.waitForEvent("download");
          await page.getByRole("button", { name: "Baixar meus dados" }).click();
          const file = await download;
          assert(file.suggestedFilename() === "nutriguia-meus-dados.json", `file ${file.suggestedFilename()}`);
          await shoot(page, "everyday-privacy");
        },
      },
      {
        name: "'Planos' on /funcionalidades reaches the landing's pricing section",
        run: async () => {
          await page.goto(env.url("/funcionalidades"));
          await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Planos", exact: true }).click();
          await page.waitForURL((u) => u.pathname === "/" && u.hash === "#pricing");
          await page.waitForFunction(() => {
            const top = document.getElementById("pricing")?.getBoundingClientRect().top ?? -1;
            return top >= 0 && top < window.innerHeight / 2;
          });
        },
      },
      {
        name: "'68,2' is accepted as a weight under an en-US browser",
        run: async () => {
          const context = await env.browser.newContext({ viewport: { width: 360, height: 780 }, locale: "en-US" });
          try {
            const us = await context.newPage();
            await signIn(us, env.server.baseUrl, USER, "/calorie-dashboard");
            const field = us.getByLabel("Peso de hoje (kg)");
            await field.fill("68,2");
            await us.getByRole("button", { name: "Registrar", exact: true }).click();
            await toastShows(us, "Peso registrado");
            const token = await us.evaluate(() => localStorage.getItem("nutriguia_token"));
            const history = await api(env.server, "GET", "/api/dashboard/weight", undefined, token ?? undefined);
            const weights = (history!.entries as { weightKg: number }[]).map((e) => e.weightKg);
            assert(weights.includes(68.2), `weights saved: ${weights.join(", ")}`);
            await field.fill("abc");
            await us.getByRole("button", { name: "Registrar", exact: true }).click();
            await us.getByText("Informe um peso entre 1 e 500 kg.").waitFor();
          } finally {
            await context.close();
          }
        },
      },
    ];
  },
};
