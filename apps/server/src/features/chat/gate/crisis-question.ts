import type { TUnderstanding } from "../understand/understand";
import { suggestsCrisis } from "../understand/crisis-signs";
import { toldOf, type TTold } from "./crisis-asked";

/** A question of its own about a food or a meal, asked after purging or starving was told and cared for in full. */
const FOOD_QUESTIONS = new Set<TUnderstanding["type"]>(["nutrient-in-food", "does-it-contain", "compare", "is-it-fattening", "is-it-safe-for-me", "what-to-eat"]);

/** The way back to eating, said without a number: regular meals of ordinary food. */
const REGULAR_MEALS =
  "Volte com refeições simples e regulares, a cada 3 ou 4 horas: de manhã, pão com ovo ou queijo e uma fruta; no almoço e no jantar, arroz, feijão, uma carne, frango ou ovo e legumes; no meio da tarde, um iogurte, uma fruta ou um pão. Porções do seu tamanho de costume, sem compensar depois.";

/** The next step after what was told, said in one short paragraph instead of the whole care again. */
const NEXT_STEP: Readonly<Record<TTold, string>> = {
  purging:
    "_Pelo que você me contou antes:_ o passo que mais ajuda agora é contar a um **médico** ou **psicólogo** (na UBS ou no CAPS) o que acontece depois de comer; isso tem tratamento. Tontura, palpitação ou vômito com sangue pedem pronto-socorro. Se quiser conversar agora, o **CVV (188)** atende 24 horas.",
  pills:
    "_Pelo que você me contou antes:_ o passo que mais ajuda agora é parar os laxantes ou diuréticos e contar a um **médico** (na UBS ou no seu clínico) como tem usado; tontura, câimbras ou palpitação pedem atendimento no mesmo dia. Se quiser conversar, o **CVV (188)** atende 24 horas.",
  starving:
    "_Pelo que você me contou antes:_ o passo que mais ajuda agora é **comer hoje**, em refeições de verdade, e conversar com um **médico** ou **nutricionista** sobre esse ciclo de ficar sem comer. Tontura forte, desmaio ou coração disparado pedem atendimento no mesmo dia. Se estiver pesado, o **CVV (188)** atende 24 horas.",
};

/** The foods asked, as said ("tapioca e queijo"), and whether the sentence about them takes the plural. */
const namesOf = (u: TUnderstanding): { food: string | null; plural: boolean } => {
  const names = [...new Set(u.foods.map((f) => f.phrase))];
  if (names.length === 0) return { food: null, plural: false };
  return { food: names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`, plural: names.length > 1 };
};

/** "qual jantar engorda menos?", "qual fruta tem menos caloria?": the lightest asked for, which keeps the cycle going. */
const LIGHTEST = /\b(engorda menos|engordam menos|menos engorda|menos calori\w*|menor caloria|mais leve|mais light|emagrece mais|nao engorda|nao engordam)\b/;

/** What a food question gets, without the numbers, right after purging or starving was told. */
function answerWithoutNumbers(u: TUnderstanding, own: string): string {
  const { food, plural } = namesOf(u);
  if (LIGHTEST.test(own)) {
    return `**Agora não vale escolher pelo que engorda menos:** depois do que você me contou, procurar a opção mais leve é o mesmo ciclo de restringir e compensar, e ele é que desregula a fome e o peso. O que ajuda é uma refeição de verdade, do tamanho de costume${food ? `, e ${food} ${plural ? "cabem" : "cabe"} nela` : ""}: por exemplo, arroz, feijão, uma carne, frango ou ovo e legumes, ou um sanduíche de pão com ovo e queijo e uma fruta.\n\n${REGULAR_MEALS}`;
  }
  if (u.type === "is-it-fattening") {
    return `**Nenhum alimento sozinho engorda${food ? `, nem ${food}` : ""}:** numa refeição normal, no horário, ${plural ? "eles cabem" : "ele cabe"} no dia. O que desregula a fome e o peso é o ciclo de restringir e compensar, não um alimento.\n\n${REGULAR_MEALS}`;
  }
  if (u.type === "nutrient-in-food" || u.type === "compare" || u.type === "does-it-contain") {
    const about = food ? `Sobre ${food}: prefiro` : "Prefiro";
    return `**${about} não passar calorias nem números agora.** Logo depois do que você me contou, contar cada alimento costuma aumentar a pressão e a vontade de compensar. O que importa: ${food ? `**${food} ${plural ? "podem" : "pode"} entrar numa refeição normal**` : "**qualquer alimento de costume pode entrar numa refeição normal**"}, no horário, junto com outros alimentos, e sem compensar depois.\n\n${REGULAR_MEALS}`;
  }
  return `${food ? `**${food[0]!.toUpperCase()}${food.slice(1)}: pode, sim.**` : "**Pode, sim: voltar a comer é o que mais ajuda agora.**"} ${REGULAR_MEALS}`;
}

/**
 * "quantas calorias tem uma tapioca?", "arroz e feijão pode?" asked after purging or starving was told and cared for:
 * the question answered within safe bounds (no numbers, no compensating) and the care in one paragraph with the next
 * step, never the whole first reply again. Null when the turn is not a food question of its own.
 */
export function foodAskedAfterCare(u: TUnderstanding, own: string, toldBefore: string): string | null {
  if ((!FOOD_QUESTIONS.has(u.type) && !LIGHTEST.test(own)) || suggestsCrisis(own)) return null;
  return `${answerWithoutNumbers(u, own)}\n\n${NEXT_STEP[toldOf(toldBefore)]}`;
}
