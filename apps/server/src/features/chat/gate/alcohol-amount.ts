import { foldText } from "../chat.text";

/**
 * Pure alcohol in the drinks of a card, in grams and in standard doses of 14 g (a can of beer, a glass of wine, a shot):
 * four doses or more at once for a woman, five for a man, is binge drinking (issue 27).
 */
const ABV: readonly [RegExp, number][] = [
  [/\b(sem alcool|zero alcool|0 0)\b/, 0],
  [/\b(cachaca|pinga|aguardente|vodka|whisky|uisque|gin|rum|tequila|conhaque|steinhaeger)\b/, 0.4],
  [/\b(licor)\b/, 0.22],
  [/\b(caipirinha|caipiroska|caipirosca|batida|drink|coquetel)\b/, 0.15],
  [/\b(vinho|espumante|champanhe|sangria|quentao|vinho quente)\b/, 0.12],
  [/\b(cerveja|chopp?|chope|long necks?|latao|litrao)\b/, 0.05],
];
const DOSE_G = 14;

export type TDrinkItem = { food: string; grams: number };

export function alcoholGrams(items: readonly TDrinkItem[]): number {
  let total = 0;
  for (const item of items) {
    const name = foldText(item.food);
    const abv = ABV.find(([p]) => p.test(name))?.[1] ?? 0;
    total += item.grams * abv * 0.789;
  }
  return Math.round(total);
}

/** The card's foods as its reply lists them ("**Alimentos:** Cerveja – 5 long necks (1775 g); …"). */
export function cardItems(card: string): TDrinkItem[] {
  const line = /\*\*Alimentos:\*\*(.*)/.exec(card)?.[1] ?? "";
  return line.split(";").flatMap((part) => {
    const name = part.split(" – ")[0]?.trim() ?? "";
    const grams = /\((\d+(?:[.,]\d+)?) ?(?:g|ml)\)\s*$/.exec(part.trim())?.[1];
    return name && grams ? [{ food: name, grams: Number(grams.replace(",", ".")) }] : [];
  });
}

const limitFor = (gender: string | null | undefined) => (gender === "MALE" ? 5 : 4);

export function bingeWarning(items: readonly TDrinkItem[], gender: string | null | undefined): string | null {
  const grams = alcoholGrams(items);
  const doses = Math.round(grams / DOSE_G);
  if (doses < limitFor(gender)) return null;
  return `⚠️ **Isso dá cerca de ${doses} doses de álcool (${grams} g de álcool puro).** ${limitFor(gender)} doses ou mais numa mesma ocasião é o que se chama de **beber pesado episódico**: aumenta o risco de acidentes, quedas, brigas e intoxicação, e sobrecarrega o fígado. Não dirija; beba água e coma junto. Se alguém estiver muito sonolento, confuso ou respirando devagar, ligue **192 (SAMU)**. Se estiver difícil diminuir, o CAPS AD da sua cidade ajuda, sem julgamento.`;
}

/** "quanto de álcool deu isso?" about the card just told: the grams and doses, with the binge line when it applies. */
export function composeAlcoholAnswer(items: readonly TDrinkItem[], gender: string | null | undefined): string | null {
  const grams = alcoholGrams(items);
  if (grams <= 0) return null;
  const doses = Math.round((grams / DOSE_G) * 10) / 10;
  const binge = bingeWarning(items, gender);
  const lead = `Essas bebidas somam cerca de **${grams} g de álcool puro**, perto de **${String(doses).replace(".", ",")} doses** (1 dose = 14 g: uma lata de cerveja de 350 ml, uma taça de vinho de 150 ml ou 45 ml de destilado). O álcool tem 7 kcal por grama, e essas calorias já estão no cartão.`;
  return binge ? `${lead}\n\n${binge}` : `${lead}\n\nNão existe quantidade de álcool sem risco para a saúde (OMS): quanto menos, melhor.`;
}
