import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";

/**
 * "que leite eu dou pra ele?", "posso dar leite de aveia?" for a child with milk-protein allergy (APLV): which milk, not
 * only which not to give: the formula the paediatrician prescribes, a plant drink only as the paediatrician says, and
 * where the calcium comes from (decision 198).
 */
const MILK_ASKED = /\b(qu[ea]l?|que tipo de|quais) (leite|leites|formula|bebida)\b|\bleite (de|d) (aveia|amendoas?|arroz|soja|coco|castanha|cabra)\b|\b(bebida|leite) vegeta\w*\b|\b(no lugar|substitu\w*|troc\w*)\b.{0,20}\bleite\b|\bleite\b.{0,20}\b(no lugar|substitu\w*)\b/;

const UNDER_ONE = [
  "**Antes de 1 ano, na APLV, o leite é o materno ou a fórmula que o pediatra indicar** (fórmula extensamente hidrolisada ou de aminoácidos, que não provocam a reação).",
  "",
  "- **Não ofereça** leite de vaca, de cabra, fórmula comum, \"sem lactose\" nem bebidas vegetais (aveia, amêndoa, arroz, soja de caixinha): não servem para um bebê e podem até dar reação cruzada (cabra).",
  "- Se o bebê mama no peito, a mãe costuma tirar o leite e derivados da própria dieta, com o pediatra e um nutricionista orientando o cálcio dela.",
  "- A fórmula especial pode ser conseguida pelo SUS, com a receita e o laudo do pediatra (pergunte na UBS).",
].join("\n");

const FROM_ONE = [
  "**Na APLV, o leite é o que o pediatra indicar:** em geral, até os 2 anos, a fórmula extensamente hidrolisada ou de aminoácidos (ou o leite materno, se ainda mama).",
  "",
  "- **Não ofereça** leite de vaca, de cabra (dá reação cruzada), produtos \"sem lactose\" nem nada com leite no rótulo (\"ALÉRGICOS: CONTÉM LEITE\").",
  "- **Bebida vegetal** (aveia, amêndoa, soja) **só se o pediatra liberar**, e então uma **enriquecida com cálcio e sem açúcar**: elas têm pouca proteína e poucas calorias e não substituem a fórmula nessa idade. A de arroz não é indicada para crianças pequenas.",
  "- **Cálcio de outras fontes:** feijão, brócolis, couve, tofu, gergelim, e os alimentos enriquecidos; o pediatra avalia se precisa de suplemento.",
  "- A fórmula especial pode ser conseguida pelo SUS, com a receita do pediatra (pergunte na UBS).",
].join("\n");

/** Which milk for a child whose milk-protein allergy was said; null when the question is not about milk or no such child. */
export function childMilkAllergy(u: TUnderstanding, facts: TUserFacts): string | null {
  const milkAllergy = facts.avoid.some((a) => a.of === "child" && a.component === "milk" && a.kind === "allergy");
  if (!facts.child || !milkAllergy || u.type === "meal-to-log" || !MILK_ASKED.test(u.folded)) return null;
  if (facts.child.age !== null && facts.child.age >= 3) return null;
  const plant = /\bleite (?:de|d) (aveia|amendoas?|arroz|soja|coco|castanha)\b/.exec(u.folded)?.[1];
  const lead = plant ? `**Leite de ${plant}, só se o pediatra liberar**, e não no lugar da fórmula: veja abaixo.\n\n` : "";
  return lead + (facts.child.age !== null && facts.child.age < 1 ? UNDER_ONE : FROM_ONE);
}
