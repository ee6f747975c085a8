/** Account journey: landing, registration with the outbox code, route guard, profile, consent, logout, admin, session expiry. */
import { audit, login, openSession, shoot, tabOrder, textShows, toastShows } from "./browser";
import { ADMIN, assert, freshEmail, readActivationCode, type TJourney } from "./harness";

export const accountJourney: TJourney = {
  name: "account",
  tests: (env) => {
    const { page } = env;
    const USER = { name: "Ana Souza", email: freshEmail("ana"), password: "Senha-Muito-Forte-123" };
    const PUBLIC_PAGES = [
      { path: "/funcionalidades", heading: "Funcionalidades" },
      { path: "/register", heading: "Criar conta" },
      { path: "/fale-conosco", heading: "Fale Conosco" },
      { path: "/politica-de-privacidade", heading: "Política de Privacidade" },
      { path: "/termos-de-uso", heading: "Termos de Uso" },
    ];
    return [
      {
        name: "landing and login render (screenshots at 360 and 1280 px)",
        run: async () => {
          await page.goto(env.url("/"));
          await textShows(page, "Coma melhor com orientação personalizada");
          await page.locator("#pricing").getByRole("heading", { name: "Teste grátis" }).waitFor();
          await shoot(page, "landing");
          await page.goto(env.url("/login"));
          await page.getByRole("heading", { name: "Entrar" }).waitFor();
          await shoot(page, "login");
          await page.goto(env.url("/nao-existe"));
          await textShows(page, "Ops! Página não encontrada");
          await audit(page, "not-found");
        },
      },
      {
        name: "public pages have no serious accessibility violations at 360 and 1280 px",
        run: async () => {
          for (const { path, heading } of PUBLIC_PAGES) {
            await page.goto(env.url(path));
            await page.getByRole("heading", { level: 1, name: heading }).waitFor();
            await audit(page, path);
          }
        },
      },
      {
        name: "keyboard: Tab from the top of /login reaches E-mail, Senha and Entrar in order; Escape returns focus to the opener",
        run: async () => {
          await page.goto(env.url("/login"));
          await page.getByRole("heading", { name: "Entrar" }).waitFor();
          const order = await tabOrder(page, 12);
          const at = (stop: string) => order.indexOf(stop);
          const email = at("input:E-mail");
          const password = at("input:Senha");
          const submit = at("button:Entrar");
          assert(email >= 0 && email < password && password < submit, `Tab order: ${order.join(" → ")}`);
          const forgot = page.getByRole("button", { name: "Esqueceu sua senha?" });
          await forgot.focus();
          await page.keyboard.press("Enter");
          const dialog = page.getByRole("dialog", { name: "Esqueceu sua senha?" });
          await dialog.waitFor();
          assert(await dialog.evaluate((el) => el.contains(document.activeElement)), "focus is not inside the dialog");
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "hidden" });
          assert(await forgot.evaluate((el) => el === document.activeElement), "focus did not return to Esqueceu sua senha?");
        },
      },
      {
        name: "register → activation code from the outbox → activate",
        run: async () => {
          await page.goto(env.url("/register"));
          await page.getByLabel("Nome completo").fill(USER.name);
          await page.getByLabel("E-mail").fill(USER.email);
          await page.getByLabel("Senha", { exact: true }).fill(USER.password);
          await page.getByLabel("Confirmar senha").fill(USER.password);
          const boxes = page.getByRole("checkbox");
          await boxes.nth(0).check();
          await boxes.nth(1).check();
          await page.getByRole("button", { name: "Criar conta" }).click();
          await textShows(page, "Verifique seu e-mail");
          const code = await readActivationCode(env.server.dataDir, USER.email);
          await page.getByRole("link", { name: "Ativar minha conta" }).click();
          await page.getByLabel("Código de ativação").fill(code);
          await page.getByRole("button", { name: "Ativar conta" }).click();
          await toastShows(page, "Your account has been successfully activated. You can now log in.");
          await page.waitForURL((u) => u.pathname === "/login");
        },
      },
      {
        name: "guard sends to /login with path and query; login returns there; dialog opens by itself",
        run: async () => {
          await page.goto(env.url("/profile?tab=nutritional"));
          await page.waitForURL((u) => u.pathname === "/login");
          assert(page.url().endsWith("/login?redirect=%2Fprofile%3Ftab%3Dnutritional"), `unexpected ${page.url()}`);
          await login(page, USER.email, USER.password);
          await page.waitForURL((u) => u.pathname === "/profile" && u.search === "?tab=nutritional");
          await page.getByRole("dialog", { name: "Perfil Nutricional" }).waitFor();
          await audit(page, "nutritional-dialog");
        },
      },
      {
        name: "nutritional profile through the dialog: validation message, save, BMI, Perfil completo",
        run: async () => {
          const dialog = page.getByRole("dialog", { name: "Perfil Nutricional" });
          await dialog.getByLabel("Idade", { exact: true }).fill("150");
          await dialog.getByLabel("Gênero").selectOption("FEMALE");
          await dialog.getByLabel("Peso (kg)").fill("70");
          await dialog.getByLabel("Altura (cm)").fill("175");
          await dialog.getByLabel("Nível de atividade física").selectOption("MODERATELY_ACTIVE");
          await dialog.getByLabel("Objetivo", { exact: true }).selectOption("WEIGHT_LOSS");
          await dialog.getByRole("checkbox", { name: "Sem lactose" }).check();
          await dialog.getByLabel("Gravidade: Sem lactose").selectOption("MODERATE");
          await dialog.getByLabel("Alimentos preferidos").fill("Arroz integral");
          await dialog.getByLabel("Alimentos preferidos").press("Enter");
          await page.getByRole("button", { name: "Salvar Perfil" }).click();
          await textShows(page, "Idade máxima: 120 anos");
          await dialog.getByLabel("Idade", { exact: true }).fill("30");
          await page.getByRole("button", { name: "Salvar Perfil" }).click();
          await toastShows(page, "Suas informações nutricionais foram atualizadas com sucesso!");
          await dialog.waitFor({ state: "hidden" });
          await page.waitForURL((u) => u.search === "" || u.search === "?tab=personal");
          await page.getByRole("tab", { name: /Nutricional/ }).click();
          await textShows(page, "Perfil completo");
          await textShows(page, "22,9 (Peso normal)");
          await textShows(page, "Arroz integral");
          await shoot(page, "profile-nutritional");
        },
      },
      {
        name: "keyboard: Escape closes the nutritional-profile dialog; focus moves to the tab shown (the opener leaves with its tab)",
        run: async () => {
          const opener = page.getByRole("button", { name: "Editar Perfil Nutricional" });
          await opener.focus();
          await page.keyboard.press("Enter");
          const dialog = page.getByRole("dialog", { name: "Perfil Nutricional" });
          await dialog.waitFor();
          assert(await dialog.evaluate((el) => el.contains(document.activeElement)), "focus is not inside the dialog");
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "hidden" });
          await page.waitForURL((u) => u.search === "?tab=personal");
          const onPersonalTab = await page
            .waitForFunction(() => document.activeElement?.id === "profile-tab-personal", undefined, { timeout: 5_000 })
            .then(() => true, () => false);
          assert(onPersonalTab, `focus is on ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}, not the Pessoal tab`);
        },
      },
      {
        name: "change personal data",
        run: async () => {
          await page.getByRole("tab", { name: "Pessoal" }).click();
          await page.getByLabel("Nome").fill("Ana Souza Lima");
          await page.getByLabel("Número de WhatsApp").fill("(11) 98765-4321");
          await page.getByRole("button", { name: "Salvar Alterações" }).click();
          await toastShows(page, "Your profile has been updated successfully.");
          await shoot(page, "profile-personal");
          await page.reload();
          await page.getByLabel("Nome").waitFor();
          assert((await page.getByLabel("Nome").inputValue()) === "Ana Souza Lima", "name not saved");
          await page.getByRole("tab", { name: "Senha" }).click();
          await page.getByRole("heading", { name: "Alterar Senha" }).waitFor();
          await shoot(page, "profile-password");
        },
      },
      {
        name: "withdraw and re-accept the terms",
        run: async () => {
          await page.goto(env.url("/profile?tab=privacy"));
          const termsSwitch = page.getByRole("switch", { name: "Consentimento: Termos de Uso" });
          await termsSwitch.waitFor();
          await shoot(page, "profile-privacy");
          if ((await termsSwitch.getAttribute("aria-checked")) !== "true") {
            await termsSwitch.click();
            await page.waitForURL((u) => u.pathname === "/termos-de-uso");
            await page.getByRole("checkbox", { name: "Li e concordo com os Termos de Uso." }).check();
            await page.getByRole("button", { name: "Aceitar Termos" }).click();
            await page.waitForURL((u) => u.pathname === "/dashboard");
            await page.goto(env.url("/profile?tab=privacy"));
          }
          await termsSwitch.click();
          await page.getByRole("alertdialog", { name: "Retirar consentimento?" }).getByRole("button", { name: "Retirar consentimento" }).click();
          await toastShows(page, "Consentimento retirado");
          const card = page.getByRole("region", { name: "Termos de Uso" });
          await card.getByText("Não aceito", { exact: true }).waitFor();
          await card.getByRole("link", { name: "Aceitar termos" }).waitFor();
          await termsSwitch.click();
          await page.waitForURL((u) => u.pathname === "/termos-de-uso");
          await page.getByRole("button", { name: "Aceitar Termos" }).click();
          await toastShows(page, "Consentimento necessário");
          await page.getByRole("checkbox", { name: "Li e concordo com os Termos de Uso." }).check();
          await page.getByRole("button", { name: "Aceitar Termos" }).click();
          await page.waitForURL((u) => u.pathname === "/dashboard");
          await page.goto(env.url("/profile?tab=privacy"));
          await card.getByText("Aceito", { exact: true }).waitFor();
        },
      },
      {
        name: "dashboard and legal consents have no serious accessibility violations",
        run: async () => {
          await page.goto(env.url("/dashboard"));
          await page.getByRole("heading", { level: 1, name: /^Olá, Ana/ }).waitFor();
          await audit(page, "dashboard");
          await page.goto(env.url("/consentimentos-legais"));
          await page.getByRole("heading", { level: 1, name: "Consentimentos Legais" }).waitFor();
          await audit(page, "legal-consents");
        },
      },
      {
        name: "logout clears storage and toasts",
        run: async () => {
          await page.evaluate(() => localStorage.setItem("nutriguia_chat_messages", "[]"));
          await page.getByRole("button", { name: "Sair" }).first().click();
          await toastShows(page, "Deslogado com sucesso");
          await page.waitForURL((u) => u.pathname === "/login");
          const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("nutriguia")));
          assert(keys.length === 0, `keys left: ${keys.join(",")}`);
        },
      },
      {
        name: "admin-login reaches an admin route; a user is sent to /dashboard",
        run: async () => {
          const { context: adminContext, page: admin, errors } = await openSession(env.browser);
          await admin.goto(env.url("/admin-login"));
          await login(admin, ADMIN.email, ADMIN.password, "Entrar como administrador");
          await admin.waitForURL((u) => u.pathname === "/admin/backoffice");
          await textShows(admin, "Painel Administrativo");
          await admin.getByRole("link", { name: "Status do Sistema" }).first().waitFor({ state: "attached" });
          await adminContext.close();
          assert(errors.length === 0, `admin page errors: ${errors.join("; ")}`);

          await page.goto(env.url("/login"));
          await login(page, USER.email, USER.password);
          await page.waitForURL((u) => u.pathname === "/dashboard");
          await page.goto(env.url("/admin/backoffice"));
          await page.waitForURL((u) => u.pathname === "/dashboard");
        },
      },
      {
        name: "session expiry: revoked token → toast and /login with the original path",
        run: async () => {
          await page.goto(env.url("/profile?tab=privacy"));
          await page.getByRole("switch", { name: "Consentimento: Termos de Uso" }).waitFor();
          const token = await page.evaluate(() => localStorage.getItem("nutriguia_token"));
          assert(token, "no token stored");
          const res = await fetch(env.url("/api/auth/logout"), { method: "POST", headers: { Authorization: `Bearer ${token}` } });
          assert(res.ok, `logout answered ${res.status}`);
          await page.reload();
          await toastShows(page, "Your session has expired. Please log in again.");
          await page.waitForURL((u) => u.pathname === "/login");
          assert(page.url().endsWith("/login?redirect=%2Fprofile%3Ftab%3Dprivacy"), `unexpected ${page.url()}`);
          await login(page, USER.email, USER.password);
          await page.waitForURL((u) => u.pathname === "/profile" && u.search === "?tab=privacy");
        },
      },
    ];
  },
};
