/** Diary-share journey: a link made on /profile opens signed-out with the diary (and its PDF/CSV), its openings show on the profile, and once revoked it answers 404. */
import { MOBILE, openSession, shoot, signIn, textShows, toastShows } from "./browser";
import { api, assert, createUser, freshEmail, type TJourney } from "./harness";

const PROFILE = { age: 41, weight: 80, height: 175, gender: "MALE", activityLevel: "LIGHTLY_ACTIVE", goal: "WEIGHT_LOSS" };

export const diaryShareJourney: TJourney = {
  name: "diary-share",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Davi Diário", email: freshEmail("davi"), password: "Senha-Muito-Forte-123" };
    let shareUrl = "";
    return [
      {
        name: "the profile makes a 7-day link for a named nutritionist, spelling out the consent, and shows the link once (screenshots)",
        run: async () => {
          await createUser(env.server, USER, PROFILE);
          const { token } = (await api(env.server, "POST", "/api/auth/login", { email: USER.email, password: USER.password })) as { token: string };
          const { foods } = (await api(env.server, "GET", "/api/foods/search?q=feijao carioca cozido", undefined, token)) as { foods: { id: string }[] };
          const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
          await api(env.server, "POST", "/api/dashboard/calories", { foodId: foods[0]!.id, meal: "LUNCH", grams: 140, date: yesterday }, token);
          await api(env.server, "POST", "/api/dashboard/water", { ml: 1750, date: yesterday }, token);
          await api(env.server, "POST", "/api/dashboard/weight", { weightKg: 79.6, date: yesterday }, token);

          await signIn(page, env.server.baseUrl, USER, "/profile");
          await page.goto(env.url("/profile?tab=privacy"));
          await page.getByRole("heading", { name: "Compartilhar diário com seu nutricionista" }).waitFor();
          await page.getByLabel("Nome do(a) nutricionista (opcional)").fill("Dra. Lia Prado");
          await page.getByLabel("Período do diário").selectOption("7");
          await page.getByTestId("share-consent").filter({ hasText: "Dra. Lia Prado" }).filter({ hasText: "últimos 7 dias" }).waitFor();
          await page.getByRole("button", { name: "Criar link" }).click();
          const shown = await page.getByTestId("share-url").inputValue();
          assert(/\/diario-compartilhado\/[A-Za-z0-9_-]{43}$/.test(shown), `share url ${shown}`);
          // The link's origin is the deployment's PUBLIC_URL; this server listens on a port of its own.
          shareUrl = env.url(new URL(shown).pathname);
          await page.getByTestId("diary-share").filter({ hasText: "Dra. Lia Prado" }).filter({ hasText: "Ativo" }).waitFor();
          await textShows(page, "Ainda não foi aberto.");
          await shoot(page, "diary-share-profile");
        },
      },
      {
        name: "signed out, the link shows the days with foods, sources, totals against targets, water and weight, and serves the PDF (screenshots)",
        run: async () => {
          const visitor = await openSession(env.browser);
          await visitor.page.setViewportSize(MOBILE);
          await visitor.page.goto(shareUrl);
          await visitor.page.getByRole("heading", { name: "Diário alimentar de Davi Diário" }).waitFor();
          await textShows(visitor.page, "Compartilhado com Dra. Lia Prado");
          assert((await visitor.page.getByTestId("shared-day").count()) === 7, "seven days shown");
          const day = visitor.page.getByTestId("shared-day").filter({ hasText: /feij/i });
          await day.getByText(/Fonte: (TACO|POF)/).first().waitFor();
          await day.getByText("1.750").first().waitFor();
          await day.getByText("79,6 kg").waitFor();
          const pdf = await visitor.page.evaluate(async (href) => {
            const res = await fetch(href);
            return { status: res.status, type: res.headers.get("content-type"), head: new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5)) };
          }, (await visitor.page.getByRole("link", { name: "Baixar PDF" }).getAttribute("href")) ?? "");
          assert(pdf.status === 200 && pdf.type === "application/pdf" && pdf.head === "%PDF-", `pdf ${JSON.stringify(pdf)}`);
          await shoot(visitor.page, "shared-diary");
          assert(visitor.errors.length === 0, `page errors: ${visitor.errors.join("; ")}`);
          await visitor.context.close();
        },
      },
      {
        name: "the owner sees the openings, revokes the link, and the signed-out page then says it is unavailable (404) (screenshots)",
        run: async () => {
          await page.reload();
          await page.getByTestId("diary-share-accesses").filter({ hasText: "Aberto 2 vezes" }).waitFor();
          await page.getByRole("button", { name: "Revogar" }).click();
          await toastShows(page, "Link revogado");
          await page.getByTestId("diary-share").filter({ hasText: "Revogado" }).waitFor();
          const token = shareUrl.split("/").pop()!;
          const res = await fetch(env.url(`/api/public/diary-shares/${token}`));
          assert(res.status === 404, `revoked link answered ${res.status}`);
          const visitor = await openSession(env.browser);
          await visitor.page.goto(shareUrl);
          await visitor.page.getByRole("heading", { name: "Link indisponível" }).waitFor();
          await textShows(visitor.page, "expirou ou foi revogado");
          await shoot(visitor.page, "shared-diary-revoked");
          await visitor.context.close();
        },
      },
    ];
  },
};
