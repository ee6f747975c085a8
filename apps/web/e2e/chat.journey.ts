/** Chat journey (issue 5): a meal in words and in a photo becomes a nutrition card; confirm; clear the conversation. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { shoot, signIn, textShows, toastShows } from "./browser";
import { api, assert, createUser, freshEmail, type TJourney } from "./harness";

const MEAL = "Comi 2 ovos cozidos e 1 pão francês";
const CAPTION = "2 ovos cozidos e 1 pão francês";
/** Engine value for both texts: 2 boiled eggs (100 g) and 1 French bread roll (50 g). */
const TOTAL = "296 kcal";
/** A 96×96 plate-coloured PNG. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAABB0lEQVR4nO3ZwQ3CMADF0M7pORmnwzABXKrq5/CkTGD5m4Re9yfn/g3hQuf+qwhAAdSTlTAogGJQ7/3UmFgAxaBMrNWFVoMCKAZlYmlQZ/6vINIBFIMysTSoeY9FOoBiUCbWvDsuigEUgzKx5gHyWA2gGJSJpUHNYyzSARSDMrHm0XFRDKAYlIl1yPFlNYBiUCaWBjXvsUgHUAzKxJp3x0UxgGJQJtY8QB6rARSDMrE0qHmMRTqAYlAm1jw6LooBFIMysQ45vqwGUAzKxNKg5j0W6QCKQZlY8+64KAZQDMrEmgfIYzWAYlAmlgY1j7FIB1AMysSaR8dFMYBiUCbWIceX1QDqiUFfCifr/SiqaVAAAAAASUVORK5CYII=",
  "base64",
);
const EMPTY_HINT = /Conte o que você comeu/;
const STATEMENT = "Sou celíaca e tenho intolerância leve à lactose";

export const chatJourney: TJourney = {
  name: "chat",
  tests: (env) => {
    const { page } = env;
    const USER = { fullName: "Caio Chat", email: freshEmail("caio"), password: "Senha-Muito-Forte-123" };
    const cards = page.getByTestId("assistant-message").getByTestId("nutrition-card");
    const composer = page.getByRole("textbox", { name: "Mensagem" });
    const send = page.getByRole("button", { name: "Enviar", exact: true });

    async function expectCard(index: number) {
      const card = cards.nth(index);
      await card.waitFor({ timeout: 20_000 });
      // The doughnut sits in the card's folded "Detalhes nutricionais".
      await card.getByTestId("macro-doughnut").waitFor({ state: "attached" });
      const doughnut = (await card.getByTestId("macro-doughnut").getAttribute("aria-label")) ?? "";
      assert(/Proteínas .*%, Carboidratos .*%, Gorduras .*%/.test(doughnut), `doughnut label: ${doughnut}`);
      const total = (await card.getByTestId("total-kcal").textContent())?.trim();
      assert(total === TOTAL, `total shows ${total}, expected ${TOTAL}`);
    }

    return [
      {
        name: "a fresh user signs in and opens the empty chat",
        run: async () => {
          await createUser(env.server, USER);
          await signIn(page, env.server.baseUrl, USER, "/web-chat");
          await page.getByRole("heading", { name: "Chat com o Assistente" }).waitFor();
          await textShows(page, EMPTY_HINT);
        },
      },
      {
        name: "a meal in words gets a nutrition card with the doughnut and 296 kcal",
        run: async () => {
          await composer.fill(MEAL);
          await send.click();
          await page.getByTestId("user-message").filter({ hasText: MEAL }).waitFor();
          await expectCard(0);
          assert((await composer.inputValue()) === "", "composer not cleared after sending");
        },
      },
      {
        name: "confirming the card registers the food",
        run: async () => {
          const card = cards.nth(0);
          await card.getByRole("button", { name: "Confirmar" }).click();
          await toastShows(page, "Alimento registrado com sucesso!");
          await page.getByRole("button", { name: "Fechar notificação" }).click();
          await page.getByTestId("toast").waitFor({ state: "detached" });
          await card.getByText("Registrado no seu dia").waitFor();
          assert((await card.getByRole("button", { name: "Confirmar" }).count()) === 0, "Confirmar still offered");
        },
      },
      {
        name: "a photo with a caption gets a nutrition card (screenshots)",
        run: async () => {
          await page.getByLabel("Escolher imagem").setInputFiles({ name: "prato.png", mimeType: "image/png", buffer: PHOTO });
          await page.getByTestId("image-preview").waitFor();
          await composer.fill(CAPTION);
          await send.click();
          const sent = page.getByTestId("user-message").filter({ hasText: CAPTION });
          await sent.getByRole("img", { name: "Imagem enviada" }).waitFor();
          await page.getByTestId("image-preview").waitFor({ state: "detached" });
          await expectCard(1);
          await shoot(page, "chat");
        },
      },
      {
        name: "a word the engine cannot read is named on the card, which offers only 'Registrar só o que entendi' (screenshots)",
        run: async () => {
          await composer.fill("De manhã comi 60 g de presunto, 1 pão francês e 1 xyzwq");
          await send.click();
          const card = cards.nth(2);
          await card.waitFor({ timeout: 20_000 });
          const alert = card.getByRole("alert");
          await alert.waitFor();
          const said = (await alert.textContent()) ?? "";
          assert(said.includes("Não entendi 'xyzwq' — pode escrever de outro jeito?"), `the card says ${said}`);
          assert((await card.getByRole("button", { name: "Confirmar" }).count()) === 0, "a card with an unread word offers Confirmar");
          await card.getByRole("button", { name: "Registrar só o que entendi" }).waitFor();
          await shoot(page, "chat-unread-word");
        },
      },
      {
        name: "a statement about oneself offers 'Salvar no meu perfil', saved in one tap, and the offer goes away (screenshots)",
        run: async () => {
          await composer.fill(STATEMENT);
          await send.click();
          const offer = page.getByTestId("assistant-message").getByTestId("save-to-profile");
          await offer.waitFor({ timeout: 20_000 });
          const items = (await offer.getByRole("listitem").allTextContents()).map((t) => t.replace("•", "").trim());
          assert(items.join(" | ") === "Doença celíaca | Sem glúten (grave) | Sem lactose (intolerância leve)", `the offer lists ${items.join(" | ")}`);
          // At 360 px the offer sits below the fold of the log: scrolled to it, it must fit without side scroll.
          await page.setViewportSize({ width: 360, height: 780 });
          await offer.scrollIntoViewIfNeeded();
          const box = (await offer.getByRole("button", { name: "Salvar no meu perfil" }).boundingBox())!;
          assert(box.x >= 0 && box.x + box.width <= 360, `the button spans ${box.x}–${box.x + box.width} px at 360 px`);
          await shoot(page, "chat-save-to-profile");
          await offer.getByRole("button", { name: "Salvar no meu perfil" }).click();
          await toastShows(page, "Salvo no seu perfil");
          await offer.waitFor({ state: "detached" });
          const token = await page.evaluate(() => localStorage.getItem("nutriguia_token"));
          const me = await api(env.server, "GET", "/api/account/me", undefined, token!);
          const profile = me!.profile as { healthConditions: string[]; allergyDetails: Record<string, string> };
          assert(profile.healthConditions.includes("CELIAC_DISEASE"), `conditions saved: ${profile.healthConditions.join(", ")}`);
          assert(profile.allergyDetails.LACTOSE_FREE === "MILD", `lactose saved as ${profile.allergyDetails.LACTOSE_FREE}`);
          await page.reload({ waitUntil: "networkidle" });
          await page.getByTestId("user-message").filter({ hasText: STATEMENT }).waitFor();
          assert((await offer.count()) === 0, "the offer came back after a reload");
        },
      },
      {
        name: "clearing the conversation removes every message, also after a reload",
        run: async () => {
          await page.getByRole("button", { name: "Limpar conversa" }).click();
          await page.getByRole("alertdialog").getByRole("button", { name: "Limpar conversa" }).click();
          await textShows(page, EMPTY_HINT);
          assert((await page.getByTestId("user-message").count()) === 0, "user messages left");
          assert((await page.getByTestId("assistant-message").count()) === 0, "assistant messages left");
          const token = await page.evaluate(() => localStorage.getItem("nutriguia_token"));
          assert(token, "no token stored");
          const saved = await api(env.server, "GET", "/api/chat/history", undefined, token);
          assert((saved!.messages as unknown[]).length === 0, "the server still has the messages");
          await page.reload({ waitUntil: "networkidle" });
          await textShows(page, EMPTY_HINT);
          const left = (await page.getByTestId("user-message").count()) + (await page.getByTestId("assistant-message").count());
          assert(left === 0, `${left} messages came back after a reload`);
        },
      },
      {
        name: "on the trial the microphone opens the plans' door, and a photo over 10 MB is refused in the conversation (screenshots)",
        run: async () => {
          await page.getByRole("button", { name: "Mensagens de voz (Pro e Pro+)" }).click();
          const door = page.getByTestId("voice-door");
          await door.getByText("Mensagens de voz fazem parte do Pro e do Pro+.").waitFor();
          assert((await door.getByRole("link", { name: "Ver planos" }).getAttribute("href")) === "/payment", "the door does not lead to the plans");
          assert((await page.getByTestId("toast").count()) === 0, "the microphone raised a toast");
          // From a file on disk: a 10 MB buffer sent through the browser protocol takes longer than the step allows on a busy machine.
          const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "nutriguia-photo-")), "prato-grande.jpg");
          fs.writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1));
          await page.getByLabel("Escolher imagem").setInputFiles(big);
          const said = page.getByTestId("assistant-message").filter({ hasText: "A imagem enviada é muito grande. O tamanho máximo permitido é de 10MB." });
          await said.waitFor();
          assert((await page.getByTestId("image-preview").count()) === 0, "the oversize photo is previewed");
          await toastShows(page, "Imagem muito grande");
          await page.getByRole("button", { name: "Fechar notificação" }).click();
          await page.getByTestId("toast").waitFor({ state: "detached" });
          await shoot(page, "chat-trial-voice-and-large-photo");
          fs.rmSync(path.dirname(big), { recursive: true, force: true });
          await door.getByRole("button", { name: "Fechar" }).click();
          await door.waitFor({ state: "detached" });
        },
      },
      {
        name: "with a legal document outstanding, the consent banner sits below the composer and the contact button instead of over them",
        run: async () => {
          const token = await page.evaluate(() => localStorage.getItem("nutriguia_token"));
          assert(token, "no token stored");
          const terms = (termsAccepted: boolean) => ({ termsAccepted, termsVersion: termsAccepted ? "1.0" : null, termsAcceptedDate: termsAccepted ? new Date().toISOString() : null });
          await api(env.server, "PUT", "/api/account/terms-consent", terms(false), token);
          await page.reload({ waitUntil: "networkidle" });
          const banner = page.getByTestId("consent-banner");
          await banner.waitFor();
          const bannerTop = (await banner.boundingBox())!.y;
          for (const control of [composer, send]) {
            const box = (await control.boundingBox())!;
            assert(box.y + box.height <= bannerTop, `a composer control ends at ${box.y + box.height}, under the banner at ${bannerTop}`);
          }
          await composer.fill(MEAL);
          await send.click();
          await page.getByTestId("user-message").filter({ hasText: MEAL }).waitFor();
          await shoot(page, "chat-consent-banner");
          // On the public pages too, where the floating "Fale Conosco" button sits at the bottom.
          await page.goto(env.url("/"));
          await banner.waitFor();
          const contact = (await page.getByRole("button", { name: "Fale Conosco" }).boundingBox())!;
          const publicBannerTop = (await banner.boundingBox())!.y;
          assert(contact.y + contact.height <= publicBannerTop, `"Fale Conosco" ends at ${contact.y + contact.height}, under the banner at ${publicBannerTop}`);
          await api(env.server, "PUT", "/api/account/terms-consent", terms(true), token);
        },
      },
    ];
  },
};
