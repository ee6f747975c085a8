/** Tracking journey: generate and open a meal plan, swap an item, log the planned lunch, dashboard, calendar, edit page. */
import { audit, shoot, signIn, toastShows } from "./browser";
import { assert, createUser, freshEmail, type TJourney } from "./harness";

const PROFILE = {
  age: 29,
  weight: 64,
  height: 165,
  gender: "FEMALE",
  activityLevel: "LIGHTLY_ACTIVE",
  goal: "WEIGHT_MAINTENANCE",
  dietaryRestrictions: ["VEGETARIAN"],
  dislikedFoods: ["beterraba"],
};

export const trackingJourney: TJourney = {
  name: "tracking",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Bia Tracking", email: freshEmail("bia"), password: "Senha-Muito-Forte-123" };
    const lunchSection = () => page.getByRole("region", { name: "Almoço" }).first();
    let planPath = "";
    return [
      {
        name: "a vegetarian user with a complete profile signs in and sees the empty plan list",
        run: async () => {
          await createUser(env.server, USER, PROFILE);
          await signIn(page, env.server.baseUrl, USER, "/meal-plans");
          await page.getByText("Você ainda não tem planos alimentares.").waitFor();
          await audit(page, "meal-plans-empty");
        },
      },
      {
        name: "generate a 3-day plan and open it (screenshots)",
        run: async () => {
          await page.getByLabel("Duração").selectOption("3");
          await page.getByRole("button", { name: "Gerar plano" }).click();
          await page.waitForURL((u) => /^\/meal-plans\/[0-9a-f-]{36}$/.test(u.pathname), { timeout: 20_000 });
          planPath = new URL(page.url()).pathname;
          await lunchSection().waitFor();
          await page.getByText(/colher|unidade|fatia|concha|xícara|copo|g\)/).first().waitFor();
          const days = page.getByRole("group", { name: "Dias do plano" }).getByRole("button");
          assert((await days.count()) === 3, "3 day buttons expected");
          // Day 1 is today (decision 108).
          assert(/^Hoje \d{2}\/\d{2}$/.test((await days.first().textContent()) ?? ""), `first day is not today: ${await days.first().textContent()}`);
          await page.getByRole("button", { name: "Lista de compras" }).click();
          await page.getByRole("heading", { name: "Lista de compras" }).waitFor();
          await page.waitForFunction(() => {
            const top = [...document.querySelectorAll("h2")].find((h) => h.textContent === "Lista de compras")?.getBoundingClientRect().top ?? -1;
            return top >= 0 && top < window.innerHeight;
          });
          await page.getByText(/\d+ unidades?$|\d+ pacotes? de/).first().waitFor();
          await shoot(page, "meal-plan");
        },
      },
      {
        name: "swap a lunch item for an equivalent",
        run: async () => {
          const lunchItemsBefore = await lunchSection().locator("li p.font-medium").allTextContents();
          await lunchSection().getByRole("button", { name: /^Trocar / }).first().click();
          const choices = page.getByRole("dialog").getByRole("list", { name: "Alternativas" });
          await choices.getByRole("button").first().waitFor();
          await audit(page, "meal-plan-swap-choices");
          await choices.getByRole("button").first().click();
          await toastShows(page, "Item substituído");
          const after = await lunchSection().locator("li p.font-medium").allTextContents();
          assert(after.length === lunchItemsBefore.length, "item count changed");
          assert(after[0] !== lunchItemsBefore[0], `first item not swapped: ${after[0]}`);
        },
      },
      {
        name: "log the planned lunch in one tap and see it on the dashboard (screenshots)",
        run: async () => {
          await lunchSection().getByRole("button", { name: "Registrar refeição" }).click();
          await toastShows(page, "Refeição registrada");
          await page.goto(env.url("/calorie-dashboard"));
          const lunch = page.getByRole("region", { name: "Almoço" });
          await lunch.getByRole("link").first().waitFor();
          const kcal = await lunch.locator("h3").textContent();
          assert(kcal && !/· 0 kcal/.test(kcal), `lunch shows no kcal: ${kcal}`);
          await page.getByText("Sua meta diária").waitFor();
          await shoot(page, "calorie-dashboard");
          await page.goto(env.url(planPath));
          await lunchSection().waitFor();
        },
      },
      {
        name: "the calendar shows today's total and opens the day (screenshots)",
        run: async () => {
          await page.goto(env.url("/calendar"));
          const today = page.locator("a.ring-2");
          await today.waitFor();
          const status = await today.getAttribute("data-status");
          assert(status && status !== "EMPTY", `today is ${status}`);
          assert(/kcal/.test((await today.textContent()) ?? ""), "today shows no kcal");
          await shoot(page, "calendar");
          await today.click();
          await page.waitForURL((u) => u.pathname === "/calorie-dashboard" && u.search.startsWith("?date="));
          await page.getByRole("region", { name: "Almoço" }).getByRole("link").first().waitFor();
        },
      },
      {
        name: "edit the logged meal: 4/4/9 mismatch confirmation, then the calculated value is saved",
        run: async () => {
          await page.getByRole("region", { name: "Almoço" }).getByRole("link").first().click();
          await page.waitForURL((u) => u.pathname.startsWith("/dashboard/edit-nutrition/"));
          await page.getByText("Informações Nutricionais", { exact: true }).waitFor();
          await audit(page, "edit-nutrition");
          await page.getByRole("button", { name: "Editar" }).click();
          const dialog = page.getByRole("dialog", { name: "Editar informações nutricionais" });
          await dialog.waitFor();
          await audit(page, "edit-nutrition-dialog");
          await dialog.getByLabel("Proteínas (g)").fill("30");
          await dialog.getByLabel("Carboidratos (g)").fill("50");
          await dialog.getByLabel("Gorduras (g)").fill("10");
          await dialog.getByLabel("Calorias (kcal)").fill("-5");
          await dialog.getByRole("button", { name: "Salvar" }).click();
          await dialog.getByText("O valor não pode ser negativo").waitFor();
          await dialog.getByLabel("Calorias (kcal)").fill("900");
          await dialog.getByRole("button", { name: "Salvar" }).click();
          const confirm = page.getByRole("alertdialog");
          await confirm.getByText(/410 kcal/).first().waitFor();
          await confirm.getByRole("button", { name: "Usar 410 kcal" }).click();
          await toastShows(page, "Informações nutricionais atualizadas com sucesso.");
          await page.getByTestId("total-calories").filter({ hasText: "410" }).waitFor();
        },
      },
      {
        name: "the plan list links the generated plan; no serious accessibility violations",
        run: async () => {
          await page.goto(env.url("/meal-plans"));
          await page.getByRole("region", { name: "Meus planos" }).getByRole("link").first().waitFor();
          assert((await page.locator(`a[href="${planPath}"]`).count()) === 1, "the plan is not listed");
          await audit(page, "meal-plans");
        },
      },
    ];
  },
};
