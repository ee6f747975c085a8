import { foldText } from "../chat.text";
import { alcoholGrams, type TDrinkItem } from "./alcohol-amount";

/**
 * A drinking habit said plainly ("todo sábado eu tomo uns 10 latão", "fds eu bebo umas 8 caipirinha"): what the amount
 * means (litres, pure alcohol, doses, calories), that it is heavy drinking, and help if wanted, without a sermon (decision 198).
 * Each container: its volume in ml, the drink it holds when none is named, and its kcal per ml.
 */
const CONTAINERS: readonly { said: RegExp; ml: number; drink: string; kcalPerMl: number }[] = [
  { said: /^(latao|latoes)$/, ml: 473, drink: "cerveja", kcalPerMl: 0.42 },
  { said: /^(litrao|litroes)$/, ml: 1000, drink: "cerveja", kcalPerMl: 0.42 },
  { said: /^(long necks?|longnecks?)$/, ml: 355, drink: "cerveja", kcalPerMl: 0.42 },
  { said: /^(latas?|latinhas?|cervejas?|cerveja|brejas?|skols?|brahmas?)$/, ml: 350, drink: "cerveja", kcalPerMl: 0.42 },
  { said: /^(chopes?|choppe?s?|copos?|copo de cerveja)$/, ml: 300, drink: "cerveja", kcalPerMl: 0.42 },
  { said: /^(caipirinhas?|caipiroskas?|caipiroscas?|drinks?|batidas?)$/, ml: 250, drink: "caipirinha", kcalPerMl: 0.9 },
  { said: /^(tacas?|tacas de vinho|vinhos?)$/, ml: 150, drink: "vinho", kcalPerMl: 0.85 },
  { said: /^(doses?|shots?|doses de \w+)$/, ml: 45, drink: "vodka", kcalPerMl: 2.3 },
  { said: /^(garrafas? de (vodka|cachaca|pinga|whisky|gin|rum|tequila))$/, ml: 1000, drink: "vodka", kcalPerMl: 2.3 },
  { said: /^(garrafas? de vinho)$/, ml: 750, drink: "vinho", kcalPerMl: 0.85 },
];
const WORDS: Readonly<Record<string, number>> = { um: 1, uma: 1, uns: 2, umas: 2, duas: 2, dois: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10, doze: 12, quinze: 15, vinte: 20 };
const COUNTED = /\b(\d{1,2}|um|uma|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte) (garrafas? de (?:vodka|cachaca|pinga|whisky|gin|rum|tequila|vinho)|long necks?|latao|latoes|litrao|litroes|latas?|latinhas?|cervejas?|brejas?|chopes?|choppe?s?|copos?|caipirinhas?|caipiroskas?|caipiroscas?|drinks?|batidas?|tacas?|doses?|shots?)\b/g;
/** Said as what happens every week, not as a night told once. */
const HABIT = /\b(todo|toda|todos|todas) (sabado|sexta|domingo|fds|fim de semana|final de semana|semana|dia|noite|sabados|sextas|domingos)\b|\b(fds|fim de semana|final de semana|sexta e sabado)\b.{0,20}\b(tomo|bebo|tomamos|bebemos)\b|\b(tomo|bebo)\b.{0,40}\b(por|na|no|a) (semana|fds|fim de semana|final de semana|sabado|sexta)\b/;

/** The amount told for a whole weekend, or for two nights, not for one. */
const TWO_NIGHTS = /\b(fds|fim de semana|final de semana|sexta e sabado|sabado e domingo|sexta e domingo)\b/;

export type TDrinksSaid = { items: TDrinkItem[]; ml: number; kcal: number };

export function drinksSaid(folded: string): TDrinksSaid | null {
  const items: TDrinkItem[] = [];
  let ml = 0;
  let kcal = 0;
  for (const m of folded.matchAll(COUNTED)) {
    const count = /^\d+$/.test(m[1]!) ? Number(m[1]) : WORDS[m[1]!] ?? 1;
    const container = CONTAINERS.find((c) => c.said.test(m[2]!));
    if (!container) continue;
    items.push({ food: container.drink, grams: count * container.ml });
    ml += count * container.ml;
    kcal += count * container.ml * container.kcalPerMl;
  }
  return items.length > 0 ? { items, ml, kcal: Math.round(kcal / 50) * 50 } : null;
}

const litres = (ml: number) => (ml >= 1000 ? `${String(Math.round(ml / 100) / 10).replace(".", ",")} litros` : `${ml} ml`);

/** The reply to a drinking habit with its amount; null when no habit or no drink counted is said. */
export function drinkingHabit(said: string, gender: string | null | undefined): string | null {
  const folded = foldText(said);
  if (!HABIT.test(folded)) return null;
  const drinks = drinksSaid(folded);
  if (!drinks) return null;
  const grams = alcoholGrams(drinks.items);
  const doses = Math.round(grams / 14);
  const limit = gender === "MALE" ? 5 : 4;
  // "6 litrão todo fim de semana", "12 latas, sexta e sábado": the amount is of two nights, and each night is still heavy.
  const nights = TWO_NIGHTS.test(folded) ? 2 : 1;
  const perNight = Math.round(doses / nights);
  if (perNight < limit) return null;
  const span = nights === 2 ? "em um fim de semana" : "numa noite";
  const split = nights === 2 ? ` Mesmo dividido em duas noites, são cerca de **${perNight} doses por noite**.` : "";
  return [
    `Fazendo as contas do que você contou: são cerca de **${litres(drinks.ml)}**, perto de **${grams} g de álcool puro (${doses} doses)** e **${drinks.kcal.toLocaleString("pt-BR")} kcal** ${span}, o que sozinho já passa de uma refeição grande ou chega perto das calorias de um dia inteiro.${split}`,
    "",
    `- **${limit} doses ou mais numa mesma ocasião é beber pesado.** Toda semana, isso pesa no fígado, na pressão, no sono e no humor, e aumenta o risco de acidentes. Não dirija depois.`,
    "- Para a dieta, o álcool conta inteiro (7 kcal por grama) e ainda abre o apetite para os petiscos.",
    "- Se quiser diminuir, o que funciona: decidir antes quantas vai tomar, **um copo de água entre uma e outra**, comer uma refeição de verdade antes, e trocar parte por cerveja sem álcool.",
    "",
    "Se estiver difícil diminuir, o **CAPS AD** e a **UBS** ajudam sem julgamento. Se quiser, te ajudo a encaixar isso nas suas metas.",
  ].join("\n");
}
