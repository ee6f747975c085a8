import type { TFoodComponent } from "@nutriguia/nutrition";
import type { TUserFacts } from "../understand/user-facts";

/** Everyday Brazilian dishes and products where each allergen hides, by its usual recipe. */
const HIDDEN_IN: Partial<Record<TFoodComponent, string>> = {
  shellfish: "**Frutos do mar:** bobó, moqueca e risoto de camarão, vatapá, acarajé e caruru (levam camarão seco), tacacá, paella, pastel e coxinha de camarão, caldos e temperos prontos sabor camarão, molho de ostra e alguns kanis.",
  fish: "**Peixe:** moqueca, bolinho e torta de bacalhau, caldo de peixe, sushi e temaki, patês de atum ou sardinha, molho inglês e molho de peixe, alguns caldos prontos.",
  peanut: "**Amendoim:** paçoca, pé de moleque, cajuzinho, doces de festa junina, vatapá e caruru, molho satay, pasta de amendoim, granolas, barrinhas, sorvetes e chocolates com amendoim.",
  tree_nuts: "**Castanhas:** pesto, doces e bolos com nozes ou castanha, pralinê, marzipã, granolas, barrinhas, bebidas vegetais de amêndoa ou castanha, panetones e chocotones.",
  milk: "**Leite:** queijos, requeijão, manteiga, creme de leite, leite condensado, doces (brigadeiro, pudim), pão de queijo, purês, molhos brancos, whey e muitos pães, bolos e embutidos; os produtos sem lactose também têm a proteína do leite.",
  egg: "**Ovo:** maionese, quindim, pudim, bolos, panquecas, massas frescas, empanados à milanesa, merengue, mousse, suspiro, farofas com ovo e alguns pães.",
  gluten: "**Glúten (trigo, centeio, cevada):** pães, bolos, biscoitos, macarrão, pastel, coxinha, quibe, pizza, empanados, cerveja, molhos engrossados com farinha e muitos temperos prontos; aveia só a certificada sem glúten.",
  soy: "**Soja:** shoyu, tofu, proteína texturizada, bebidas de soja, lecitina de soja em chocolates e biscoitos, e muitos industrializados.",
};

const WHICH_TO_AVOID = /\b(quais|que|o que|oq|oque)\b.*\b(evitar|evito|nao posso (comer|consumir)|tenho que (tirar|cortar)|preciso (tirar|cortar)|cuidado|escondid[oa]s?|se esconde|esconde)\b|\bonde (?:\w+ ){0,3}(?:se esconde|escondid[oa])\b/;

/** "sou alérgico a camarão, quais pratos evito?", "quais alimentos têm soja escondida?": where the allergen hides, how to read labels, and the emergency. */
export function allergyDishes(folded: string, facts: TUserFacts): string | null {
  if (!WHICH_TO_AVOID.test(folded)) return null;
  const lines = facts.avoid.filter((a) => a.kind === "allergy" || a.kind === "condition").flatMap((a) => HIDDEN_IN[a.component] ?? []);
  if (lines.length === 0) return null;
  return [
    "Na alergia alimentar (e, para o glúten, na doença celíaca), o alimento precisa sair **por inteiro**, inclusive em pequenas quantidades e como ingrediente. Onde ele costuma aparecer:",
    "",
    ...[...new Set(lines)].map((l) => `- ${l}`),
    "",
    "Leia sempre o quadro **\"ALÉRGICOS: CONTÉM…\" / \"PODE CONTER…\"** do rótulo e pergunte como o prato é feito em restaurantes e festas. O **alergista** orienta o seu caso e o plano de emergência; numa reação com falta de ar ou inchaço na boca, use a adrenalina, se tiver, e ligue **192 (SAMU)**.",
  ].join("\n");
}
