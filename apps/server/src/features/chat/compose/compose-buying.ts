import { budgetSaid } from "../understand/budget-said";
import { foldText } from "../chat.text";
import { mentionFacts, type TFoodFacts } from "../facts/food-facts";
import type { TFoodMention } from "../understand/food-mentions";
import { understand, type TUnderstanding } from "../understand/understand";
import { num } from "./format";

/** The price asked ("quanto custa?", "é caro?", "compensa o preço?"). */
const PRICE = /\b(custa\w*|custo|precos?|barat[oa]s?|em conta|no bolso)\b|\b(e|fica|sai|ta|muito|mais|bem|meio|mt|mto) car[oa]s?\b|\bcompensa (o preco|pagar|comprar|o valor)\b|\bvale a pena (pagar|gastar|comprar|investir)\b|\bpagar (mais|a mais|menos)\b/;
/** Paying more for a version or a brand ("vale a pena pagar mais caro?", "o mais caro é melhor?"). */
const PAYING_MORE = /\b(mais car[oa]s?|pagar (mais|a mais)|compensa|vale a pena|premium|importad[oa])\b/;
/** Which brand to buy ("qual marca?", "tem marca boa?"). */
const BRAND = /\bmarcas?\b/;
/** Asked, not told ("comi um açaí de 20 reais" tells a meal). */
const ASKING = /^(e |mas |entao )?(quanto|quais?|vale|compensa|sera|tem|e|fica|sai|o mais|a mais|onde|como)\b/;
/** Prices of the product itself or of a plan, never of a food: the plan, the shopping list, a consultation. */
const NOT_A_FOOD = /\b(plano|cardapio|dieta|lista de compras|semana|assinatura|premium do app|app|aplicativo|consulta|nutricionista|mensalidade)\b/;

/** What decides between a cheap and a dear version of some products, as a nutritionist tells it (Guia Alimentar, ANVISA labels). */
const PRODUCT_NOTES: readonly [RegExp, string][] = [
  [/\b(whey|albumina|proteina em po|proteina isolada|caseina)\b/, "No whey, o **concentrado** (o mais barato) serve para a maioria; o **isolado**, mais caro, só faz diferença para quem tem intolerância à lactose ou quer menos carboidrato e gordura. Albumina costuma sair mais em conta por grama de proteína, com sabor e textura piores."],
  [/\bazeite\b/, "No azeite, o que vale pagar é o **extravirgem** de verdade: acidez até 0,8 %, embalagem escura e data de envase recente; misturas com óleo de soja são mais baratas porque não são azeite puro."],
  [/\b(integral|integrais)\b/, "Em pães e massas integrais, o que importa é a **farinha integral como primeiro ingrediente**; muito \"integral\" caro tem mais farinha branca que integral."],
  [/\b(granola|cereal|cereais|barrinha|barra de cereal|biscoito)\b/, "Em granolas, cereais e barrinhas, a mais cara nem sempre tem menos açúcar: veja se açúcar, mel, xarope ou maltodextrina aparecem entre os primeiros ingredientes."],
  [/\b(suco|sucos)\b/, "Em suco de garrafa ou caixinha, o **integral** (só fruta) vale mais que o **néctar** ou o refresco, que levam água e açúcar; ainda assim, a fruta inteira sai mais barata e sacia mais."],
  [/\b(leite de (aveia|amendoa|amendoas|coco|castanha|soja)|bebida vegetal)\b/, "Em bebida vegetal, compare se tem **cálcio adicionado** e se é **sem açúcar**; a de soja costuma ter mais proteína pelo mesmo preço."],
  [/\b(organic\w*)\b/, "O orgânico evita agrotóxicos, mas tem as mesmas calorias e nutrientes; se o orçamento não permite, frutas e verduras comuns bem lavadas continuam sendo ótima escolha."],
  [/\b(creatina)\b/, "Na creatina, a **monoidratada** simples é a estudada e a mais barata; versões \"avançadas\" mais caras não mostraram resultado melhor."],
];

export type TBuyingAsked = { kind: "price" | "brand"; subject: TFoodMention[] };

/**
 * "vale a pena pagar mais caro?" after whey × albumina, "e quanto custa mais ou menos?" after a scoop, "qual marca vale
 * mais a pena?" after granola: price and brand asked of the food of the thread. Null for anything else, or with no food.
 */
export function buyingAsked(text: string, previous: TUnderstanding | null): TBuyingAsked | null {
  // Read alone: a follow-up read with the turn before would carry that turn's nutrient ("quanto de proteína…").
  const own = understand(text);
  const folded = own.folded;
  if (folded.split(" ").length > 14 || NOT_A_FOOD.test(folded) || (!text.includes("?") && !ASKING.test(folded))) return null;
  // "comi um açaí de 15 reais, quantas calorias?", "monta um plano barato": a meal, a nutrient or a plan asked, not a price.
  if (own.type === "meal-to-log" || own.type === "plan-request" || own.nutrients.length > 0) return null;
  // "dá pra trocar as coisas caras por coisa mais em conta?" right after a plan: that plan made cheaper (decision 177).
  if (previous?.type === "plan-request" && budgetSaid(folded)) return null;
  const kind = BRAND.test(folded) ? "brand" : PRICE.test(folded) ? "price" : null;
  if (!kind) return null;
  const named = own.foods.filter((f) => f.food);
  const subject = named.length > 0 ? named : (previous?.foods ?? []).filter((f) => f.food);
  return subject.length > 0 ? { kind, subject: subject.slice(0, 2) } : null;
}

/** A food bought for its protein, by its own numbers (whey, albumina, frango): compared by the price of that protein. */
function boughtFor(f: TFoodFacts): { label: string; per100g: number } | null {
  const p = f.per100g;
  if (!p?.energy) return null;
  if ((p.protein ?? 0) * 4 >= 0.4 * p.energy) return { label: "proteína", per100g: p.protein! };
  return null;
}

export function composeBuying(asked: TBuyingAsked, text: string): string {
  const facts = asked.subject.map((m) => mentionFacts(m, m.phrase));
  const names = facts.map((f) => f.name.toLowerCase()).join(" e ");
  const said = foldText(`${text} ${asked.subject.map((m) => m.phrase).join(" ")} ${facts.map((f) => f.name).join(" ")}`);
  const notes = PRODUCT_NOTES.filter(([words]) => words.test(said)).map(([, note]) => note).slice(0, 2);
  const per = facts.map((f) => ({ f, n: boughtFor(f) })).filter((x) => x.n);
  const byNutrient = per.length > 0
    ? `Para comparar marcas e versões, faça a conta pelo que você busca em ${names}: o **preço de cada 10 g de ${per[0]!.n!.label}**. ${per.map(({ f, n }) => `${f.name} tem cerca de ${num(Math.round(n!.per100g))} g de ${n!.label} por 100 g`).join("; ")}: divida o preço da embalagem pela ${per[0]!.n!.label} que ela tem no total (gramas da embalagem × ${per[0]!.n!.label} por 100 g ÷ 100) e compare. Ovos, frango e feijão costumam ser fontes baratas para pôr na mesma conta.`
    : `Para comparar marcas e versões de ${names}, ponha lado a lado a **tabela nutricional pela mesma porção** e a **lista de ingredientes**, que vem em ordem de quantidade: se o que importa é parecido, a mais barata serve igual.`;
  const lead = asked.kind === "brand"
    ? "**Não indico marcas**, mas o rótulo mostra qual vale mais a pena:"
    : PAYING_MORE.test(foldText(text))
      ? `**Pagar mais só vale quando a versão cara traz algo que você usa.** Preço eu não acompanho (muda com a região e a loja), mas dá para decidir sem ele:`
      : `**Preço eu não acompanho**: muda com a região, a loja e a época, então não sei dizer quanto custa ${names} aí. O que dá para fazer é comparar o que você leva pelo preço:`;
  const label = "No rótulo, fuja de açúcar, xarope ou maltodextrina entre os primeiros ingredientes e da lupa \"ALTO EM\"; em suplementos, prefira marcas com registro ou notificação na ANVISA e laudo de análise de terceiros.";
  return [lead, byNutrient, ...notes, label].join("\n\n");
}
