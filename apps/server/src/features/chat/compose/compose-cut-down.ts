import { foldText } from "../chat.text";
import type { TFoodFacts } from "../facts/food-facts";
import { num } from "./format";

/** "quero diminuir o refri", "to tentando largar o pão francês", "to viciada em coxinha": cutting down on one food. */
export const CUT_DOWN =
  /\b(largar|larga|parar de (comer|tomar|beber)|deixar de (comer|tomar|beber)|diminuir|reduzir|cortar|maneirar|viciad[oa]s?|nao consigo (parar|largar|ficar sem|viver sem)|sair do|sair da|tentando (largar|parar|diminuir|cortar|evitar))\b/;

const PER_WEEK: readonly [RegExp, (m: RegExpExecArray) => number][] = [
  [/\b(todo dia|todos os dias|diariamente|por dia|ao dia|toda noite|toda manha|toda tarde)\b/, () => 7],
  [/\b(\d) ?(vezes|x) (por|na) semana\b/, (m) => Number(m[1])],
  [/\b(fim de semana|fds)\b/, () => 2],
];

/** Swaps that keep the habit's place in the day, by what the food is. */
const SWAPS: readonly [RegExp, string][] = [
  [/\b(refrigerante|refri|coca|guarana|suco|nectar|cha gelado|energetico|isotonico|refresco)\b/, "água com gás com limão ou rodelas de laranja, chá gelado sem açúcar feito em casa, ou a versão zero como ponte por algumas semanas"],
  [/\b(cerveja|chopp?|vinho|cachaca|caipirinha|vodka|drink)\b/, "intercalar cada dose com um copo de água, escolher dias fixos para beber e trocar os petiscos fritos por grelhados"],
  [/\b(coxinha|pastel|salgad\w*|esfiha|kibe|quibe|risole|enroladinho|batata frita|frit\w*|nuggets?)\b/, "salgados assados (esfiha, empadinha), pipoca de panela com pouco óleo ou um sanduíche natural; se for comer, um só, junto de uma refeição e não no lugar dela"],
  [/\b(chocolate|brigadeiro|bolo|sorvete|doce\w*|biscoito recheado|bala|pudim|acucar)\b/, "fruta com canela, iogurte natural com uma colher de mel ou 1–2 quadradinhos de chocolate 70% logo depois do almoço"],
  [/\b(pao|torrada|bisnaguinha|biscoito|bolacha)\b/, "pão integral de verdade (farinha integral como primeiro ingrediente), cuscuz de milho, tapioca com recheio de proteína ou ovos mexidos com uma fruta"],
];

const DEFAULT_SWAP = "algo que ocupe o mesmo momento do dia com mais fibra e proteína, como fruta, iogurte natural, ovo ou castanhas";

function perWeek(folded: string): number | null {
  for (const [pattern, count] of PER_WEEK) {
    const m = pattern.exec(folded);
    if (m) return count(m);
  }
  return null;
}

/** The food's numbers, what the habit adds up to in a week, swaps and a gradual way to cut, without guilt. */
export function composeCutDown(food: TFoodFacts, folded: string): string {
  const name = food.name;
  const key = `${folded} ${foldText(food.name)}`;
  const swap = SWAPS.find(([pattern]) => pattern.test(key))?.[1] ?? DEFAULT_SWAP;
  const kcal = food.perPortion?.energy;
  const lines = [`Boa decisão querer diminuir ${name.toLowerCase()}: dá para fazer isso aos poucos, sem proibir de vez.`];
  if (food.portion && typeof kcal === "number") {
    const sweetDrink = /\b(refrigerante|refri|suco|nectar|cha gelado|energetico|refresco)\b/.test(key) && !/\b(zero|diet|light)\b/.test(key);
    const sugar = sweetDrink && typeof food.perPortion?.carbohydrates === "number" ? `, quase tudo açúcar (cerca de ${num(food.perPortion.carbohydrates)} g)` : "";
    lines.push(`**${name}**, ${food.portion.measure}: cerca de **${num(Math.round(kcal))} kcal**${sugar}.`);
    const times = perWeek(folded);
    if (times) {
      const week = Math.round(kcal * times);
      lines.push(`Com ${times === 7 ? "uma porção por dia" : `${times} porções por semana`}, são cerca de **${num(week)} kcal por semana**; cortar pela metade já tira uns ${num(Math.round(week / 2))} kcal da semana.`);
    }
  }
  lines.push(
    [
      "Como fazer:",
      "- **Reduza por etapas:** metade da quantidade (ou dos dias) por 1–2 semanas, depois metade de novo.",
      `- **Troque no mesmo momento do dia:** ${swap}.`,
      "- **Não deixe à mão:** compre só o que vai consumir no dia e tenha a troca pronta na geladeira ou na bolsa.",
      "- **Escolha as ocasiões:** deixar para um dia combinado funciona melhor que proibir, e um deslize não desfaz o progresso.",
    ].join("\n"),
  );
  return lines.join("\n\n");
}

/** A slip said in words: eating "besteira" all day, breaking the diet, overdoing it. */
const SLIP = "(?:comi (?:demais|d\\+|dmais|dms|(?:muito|mt|mto)(?! (?:rapido|depressa|bem|pouco|tarde|cedo))|pra caramba|pra cacete|que nem (?:um|uma) \\w+|ate passar mal|feito (?:um|uma) \\w+|(?:so )?(?:besteira|porcaria|bobagem|tranqueira|junk)s?)|exagerei|enfiei o pe na jaca|chutei o balde|me empanturrei|me entupi|jaquei|furei a dieta|sai da dieta|perdi o controle)";
/** How the person feels about it. */
const FEELING = "(?:horrivel|pessim\\w+|culpad\\w+|culpa|mal|pesad\\w+|estufad\\w+|inchad\\w+|arrependid\\w+|pior|triste|lixo|desanimad\\w+|frustrad\\w+|decepcionad\\w+|fracass\\w+|um fracasso|sem forca)";

/**
 * A slip and a feeling about it, in either order ("comi demais no rodízio ontem, to me sentindo horrível", "to desanimada,
 * furei a dieta"): a feeling after overeating, with no food to count.
 */
export const OVEREATING = new RegExp(`\\b${SLIP}\\b.*\\b${FEELING}\\b|\\b${FEELING}\\b.*\\b${SLIP}\\b`);

/** `food`: the food named ("exagerei na pizza"), asked for its amount instead of guessing a portion to log. */
export function composeOvereating(food: string | null): string {
  return [
    "Acontece, e um dia de exagero não define o seu progresso: o que conta é o que você faz na maior parte dos dias.",
    "",
    "- **Volte à rotina na próxima refeição**, com comida de verdade. Não pule refeições nem faça jejum para compensar: isso costuma puxar outro exagero.",
    "- **Beba água** ao longo do dia e prefira refeições com verduras, legumes e proteína magra; uma caminhada leve ajuda no desconforto.",
    "- Se o exagero vem com sensação de perder o controle, culpa forte ou vontade de compensar (vomitar, laxantes, ficar sem comer), converse com um **psicólogo** ou **nutricionista**: isso tem cuidado e tratamento.",
    "",
    food
      ? `Se quiser registrar, me diga quanto foi (por exemplo, *3 fatias de ${food.toLowerCase()}*) que eu calculo, ou te ajudo a montar as próximas refeições de hoje.`
      : "Se quiser, me conte o que comeu que eu calculo, ou te ajudo a montar as próximas refeições de hoje.",
  ].join("\n");
}
