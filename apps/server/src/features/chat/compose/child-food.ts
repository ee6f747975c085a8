import type { TFoodFacts } from "../facts/food-facts";
import type { TUserFacts } from "../understand/user-facts";
import { lower } from "./format";

/** Guia Alimentar para Crianças Brasileiras Menores de 2 Anos (2019): no honey before 1 year, no sugar before 2. */
export function childNotes(f: TFoodFacts, child: TUserFacts["child"]): string[] {
  if (!child || child.age === null || child.age >= 2) return [];
  const notes: string[] = [];
  const honey = /^mel\b/i.test(f.name);
  if (child.age < 1 && honey) notes.push("🚫 **Mel não deve ser oferecido a bebês com menos de 1 ano:** há risco de botulismo infantil. Converse com o pediatra.");
  if (child.age >= 1 && honey) notes.push("ℹ️ **Depois de 1 ano, o mel já não traz o risco de botulismo**, mas conta como açúcar: antes dos 2 anos, o Guia Alimentar orienta não oferecer. Para adoçar o mingau, use fruta amassada (banana, maçã ou mamão).");
  else if (f.tags.includes("high_sugar") || /achocolatado|chocolate/i.test(f.name)) notes.push("⚠️ **Antes dos 2 anos, não se oferece açúcar nem alimentos adoçados** (Guia Alimentar para Crianças Brasileiras Menores de 2 Anos). O pediatra orienta a introdução alimentar.");
  return notes;
}

/** Sausages, salty snacks and sweets: what the family eats that a child under 2 does not. */
const NOT_FOR_BABIES = /\b(salsicha|linguica|presunto|mortadela|salame|bacon|nuggets?|salgadinho|miojo|lamen|refrigerante|refri|suco de caixinha|biscoito recheado|chocolate|bala|pirulito|gelatina)\b/i;

/** Raw or runny, said of the food: the warning on raw egg and meat answers instead. */
const RAW_OR_RUNNY = /\b(cru|crua|crus|cruas|mal passad\w*|malpassad\w*|mole|moles|caseira)\b/;

/** "posso comer sushi?" after the baby's age: the person asks for themself. */
const FOR_ONESELF = /\b(?:posso|eu (?:posso|devo)|devo) (?:comer|tomar|beber)\b/;

/**
 * A food asked for a baby from 6 months to 2 years ("posso dar ovo mexido e feijão amassado pra ela?"): yes, as the
 * family's food is given at that age (Guia Alimentar para Crianças Brasileiras Menores de 2 Anos, 2019). Null for an
 * older child, a food with a warning, or one a baby should not have.
 */
export function babyFoodLine(foods: readonly TFoodFacts[], child: TUserFacts["child"], folded: string): string | null {
  if (!child || child.age === null || child.age >= 2 || foods.length === 0 || RAW_OR_RUNNY.test(folded) || FOR_ONESELF.test(folded)) return null;
  if (foods.some((f) => f.tags.includes("high_sugar") || f.tags.includes("high_sodium") || f.tags.includes("alcohol") || NOT_FOR_BABIES.test(f.name))) return null;
  const names = foods.map((f) => `**${lower(f.name)}**`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : names[0]!;
  if (child.age < 0.5) return `Antes dos 6 meses o bebê ainda não come: só leite materno (ou a fórmula que o pediatra indicar), sem água, chá nem papinha. ${list.charAt(0).toUpperCase()}${list.slice(1)} entra a partir dos 6 meses, com o pediatra acompanhando.`;
  const texture = child.age < 0.75 ? "amassado com o garfo (nunca batido no liquidificador)" : child.age < 1 ? "amassado ou em pedacinhos macios que ela consiga pegar" : "picado, do jeito que a família come";
  const animal = foods.some((f) => f.tags.includes("eggs") || f.tags.includes("meat") || f.tags.includes("fish") || /\bovo/i.test(f.name));
  return [
    `**Pode, sim:** ${list} ${foods.length > 1 ? "fazem" : "faz"} parte da comida da família que o bebê já come nessa idade.`,
    `- Sem sal e sem açúcar, e sem tempero pronto ou caldo em tablete; alho, cebola e cheiro-verde à vontade.`,
    `- ${texture.charAt(0).toUpperCase()}${texture.slice(1)}.`,
    ...(animal ? ["- Ovo com a gema dura e carne ou peixe bem cozidos."] : []),
    "- A quantidade é a que o bebê aceita: comece com 2 a 3 colheres e deixe a fome dele guiar; o leite materno continua.",
    "_Fonte: Ministério da Saúde. Guia Alimentar para Crianças Brasileiras Menores de 2 Anos. Brasília, 2019._",
  ].join("\n");
}
