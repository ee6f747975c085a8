import type { TFoodComponent } from "@nutriguia/nutrition";
import type { TAvoid } from "../understand/stated-facts";

/**
 * What an allergy or intolerance said in the chat reaches, said back with the acknowledgement so the person sees the
 * whole family is kept, not only the word they used (issue 27, decision 179). One row per family and kind.
 */
const FAMILY: Partial<Record<TFoodComponent, { allergy: string; intolerance?: string }>> = {
  peanut: { allergy: "paçoca, pé de moleque, pasta de amendoim, vatapá, granolas e chocolates com amendoim; o amendoim é uma leguminosa, não uma castanha, mas a contaminação entre os dois é comum" },
  tree_nuts: { allergy: "castanha-de-caju, castanha-do-pará, amêndoa, nozes, avelã, pistache, macadâmia, pinoli, pesto, marzipã, pralinê e bebidas vegetais de castanha" },
  milk: { allergy: "leite, queijos, iogurte, requeijão, manteiga, ghee, creme de leite, whey e doces com leite; **produtos \"zero lactose\" continuam com a proteína do leite e também ficam de fora**" },
  lactose: { allergy: "leite, queijos frescos, iogurte e doces com leite", intolerance: "leite, iogurte e queijos frescos; versões **zero lactose** e queijos curados (parmesão) costumam ser bem tolerados" },
  egg: { allergy: "ovo em qualquer preparo, maionese, bolos, panquecas, massas frescas, empanados, suspiro, quindim e pudim" },
  gluten: { allergy: "trigo, centeio, cevada e malte: pães, massas, bolos, biscoitos, empanados, cerveja, shoyu comum e aveia que não seja certificada sem glúten", intolerance: "trigo, centeio, cevada e malte (pães, massas, cerveja, shoyu comum); se ainda não investigou, vale falar com o médico sobre **doença celíaca antes de tirar o glúten**, porque o exame precisa dele na dieta" },
  wheat: { allergy: "farinha de trigo e o que leva trigo: pães, massas, bolos, biscoitos, empanados, quibe e shoyu comum" },
  soy: { allergy: "tofu, shoyu, edamame, missô, proteína texturizada (PTS), bebida de soja e muitos industrializados com proteína de soja" },
  fish: { allergy: "todos os peixes, atum e sardinha em lata, bacalhau, kani, molho inglês, caldos de peixe e **cápsulas de ômega 3 de óleo de peixe** (o ômega 3 pode vir de linhaça, chia e nozes)" },
  shellfish: { allergy: "camarão (também o seco do vatapá e do acarajé), lagosta, caranguejo, siri e, até o alergista liberar, lula, polvo, mariscos e ostras; peixe é outro alérgeno, mas em restaurantes de frutos do mar a contaminação é comum" },
  sesame: { allergy: "gergelim, tahine, homus, halawi e pães ou biscoitos com gergelim" },
};

/** The family an avoided component reaches, for the acknowledgement line; null when none is kept in the table. */
export function familyOf(a: TAvoid): string | null {
  const row = FAMILY[a.component];
  if (!row) return null;
  return a.kind === "intolerance" ? (row.intolerance ?? row.allergy) : a.kind === "allergy" || a.kind === "condition" ? row.allergy : null;
}

/** The lines an allergy said stands for: milk protein already covers lactose, wheat already covers gluten. */
export function linesToSay(avoid: readonly TAvoid[]): TAvoid[] {
  const has = (c: TFoodComponent) => avoid.some((a) => a.component === c && a.kind === "allergy");
  return avoid.filter((a) => !(a.component === "lactose" && a.kind === "allergy" && has("milk")) && !(a.component === "gluten" && a.kind === "allergy" && has("wheat")));
}

/** A reaction said to be severe: what to carry and when to call, once, after the lines. */
export function severeLine(avoid: readonly TAvoid[]): string | null {
  return avoid.some((a) => a.kind === "allergy" && a.severity === "SEVERE")
    ? "Como a reação é **grave**, tenha sempre à mão a **adrenalina autoinjetável**, se o alergista receitou; inchaço na boca ou na garganta, falta de ar ou tontura depois de comer: use-a e **ligue 192 (SAMU)**."
    : null;
}
