import type { TCalorieCalculation } from "@nutriguia/domain";

/** pt-BR texts the channels send; the assistant's own answers come from the chat service. */
export const CHANNEL_TEXTS = {
  unknownSender: (publicUrl: string) =>
    `Olá! Sou o assistente do NutriGuia. Para conversar comigo por aqui, crie sua conta grátis em ${publicUrl}/register e, em Perfil, toque em "Conectar". Se já tem conta, é só abrir ${publicUrl}/profile.`,
  linked: "Pronto! Sua conta NutriGuia está conectada. Conte o que você comeu ou mande uma foto do prato.",
  invalidCode: "Este código não é válido ou expirou. Gere um novo em Perfil no site do NutriGuia.",
  tooManyAttempts: "Muitos códigos errados. Aguarde 15 minutos, gere um novo código em Perfil no site do NutriGuia e envie-o.",
  unsupported: "Por enquanto entendo textos, fotos e áudios.",
  failed: "Não consegui responder agora. Tente novamente em instantes.",
  seeOnSite: (publicUrl: string) => `Veja seu diário em ${publicUrl}/calorie-dashboard`,
} as const;

export const BUTTONS = { confirm: "Registrar", discard: "Descartar", site: "Ver no site" } as const;

const num = (n: number) => Math.round(n).toLocaleString("pt-BR");

/** The compact text card of a meal analysis: items with grams, total kcal and macros. */
export function mealCard(calculation: TCalorieCalculation) {
  const items = calculation.items.map((i) => `• ${i.food} — ${num(i.grams)} g (${num(i.calories)} kcal)`);
  return [
    "🍽️ Refeição analisada",
    ...items,
    `Total: ${num(calculation.totalCalories)} kcal · Proteínas ${num(calculation.protein)} g · Carboidratos ${num(calculation.carbohydrates)} g · Gorduras ${num(calculation.fat)} g`,
    "Toque em Registrar para salvar no seu diário.",
  ].join("\n");
}

/** Button payloads: `confirm:<calculationId>`, `discard:<id>`, `site:<id>`. */
export function parseButton(data: string): { action: "confirm" | "discard" | "site"; calculationId: string } | null {
  const match = /^(confirm|discard|site):([0-9a-f-]{36})$/.exec(data);
  return match ? { action: match[1] as "confirm" | "discard" | "site", calculationId: match[2]! } : null;
}

/** A ten-digit WhatsApp link code, alone in the message (optionally after "NutriGuia"; spaces and hyphens ignored). */
export function linkCodeIn(text: string) {
  const match = /^\s*(?:nutriguia\s*)?([\d\s-]{10,20})\s*$/i.exec(text)?.[1]?.replace(/[\s-]/g, "");
  return match && /^\d{10}$/.test(match) ? match : null;
}
