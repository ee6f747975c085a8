import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk, RISK_LEXICON, riskSigns } from "../understand/risk-lexicon";
import { PEOPLE } from "../understand/not-a-meal";
import { suggestsCrisis } from "../understand/crisis-signs";
import { SUPPORT_FOR_SOMEONE_ELSE } from "./crisis";
import { drinkingHabit } from "./drinking-habit";
import { safeFloor } from "./refusals";

/**
 * Eating too little said in passing, where the thread's topic or a care note addressed to the writer answered before
 * (decision 205): very little food on a prescribed GLP-1 pen told as fine, a meal skipped for days or a day on tea or juice
 * planned, and someone close restricting to get thin. Each is read from the risk lexicon's concepts, never one phrase.
 */
/** The pen's sign, read here across turns when the pen was said before: its ways of saying very little food, its vetoes. */
const PEN_SIGN = RISK_LEXICON.signs.find((s) => s.id === "little-food-on-pen")!;
const LITTLE_FOOD = PEN_SIGN.all[1]!;
const PEN_VETOES = PEN_SIGN.none ?? [];
const signed = (said: string, reply: string) => riskSigns(said).some((s) => s.reply === reply);
const KCAL_SAID = /\b(\d{3,4}) ?(kcal|calorias|cal)\b/;

/** The person's own words this turn, without the turn before that the reading may have put in front. */
function ownWords(u: TUnderstanding): string {
  return u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
}


/** "tô no ozempic" then "tô comendo uns 700 kcal por dia, tá ótimo né?": too little, even with the pen. */
function penEatingLittle(u: TUnderstanding, facts: TUserFacts): string | null {
  const own = ownWords(u);
  const thread = `${u.earlier ?? ""} ${u.context ?? ""} ${own}`;
  if (!mentionsRisk(thread, "medicine_side_effect") || PEN_VETOES.some((c) => mentionsRisk(own, c))) return null;
  const floor = safeFloor(facts.profile?.gender);
  const kcal = Number(KCAL_SAID.exec(own)?.[1] ?? 0);
  const belowFloor = kcal > 0 && kcal < floor;
  if (!belowFloor && !LITTLE_FOOD.some((c) => mentionsRisk(own, c))) return null;
  const lead = belowFloor
    ? `**${kcal.toLocaleString("pt-BR")} kcal por dia é pouco demais, mesmo com a caneta.**`
    : "**Comer tão pouco não é o objetivo, mesmo com a caneta tirando a fome.**";
  return [
    `${lead} O remédio diminui a fome para você comer menos, não para quase não comer: abaixo de cerca de **${floor.toLocaleString("pt-BR")} kcal por dia**, sem acompanhamento de perto, o corpo não recebe o que precisa.`,
    "",
    "- **O que preocupa:** com pouca comida, e principalmente pouca proteína, o corpo perde **músculo** junto com a gordura (e é ele que mantém a força e o gasto de energia); faltam vitaminas e minerais (cansaço, queda de cabelo, tontura); e perder peso muito rápido aumenta o risco de **pedra na vesícula**.",
    "- **O que fazer:** 5 a 6 refeições pequenas, **cada uma com proteína** (ovo, frango, peixe, iogurte, queijo branco, feijão). Quando a fome não vem, o que é líquido ou macio desce melhor: vitamina de leite com fruta e aveia, iogurte, mingau, sopa com frango desfiado ou ovo. Água ao longo do dia, e exercício de força para segurar o músculo.",
    "- **Conte ao médico que receitou quanto você está comendo:** a dose pode precisar de ajuste. Um **nutricionista** ajuda a montar refeições que caibam no pouco apetite.",
    "- **Atendimento no mesmo dia** com dor forte na barriga (do lado direito, embaixo das costelas, ou que vai para as costas), vômitos que não param, tontura ou desmaio.",
  ].join("\n");
}

/** "e se eu só tomar chá e pular o jantar a semana toda?", "amanhã vou ficar só no suco verde o dia todo pra desinchar". */
function mealsSkippedAhead(u: TUnderstanding, facts: TUserFacts): string | null {
  const own = ownWords(u);
  if (!signed(own, "eating-ahead")) return null;
  const skipsForDays = mentionsRisk(own, "skip_meal");
  const liquidDay = mentionsRisk(own, "liquid_instead");
  // Insulin or a glucose pill with a meal skipped (the low blood sugar's refusal), or a teenager (the growing body's): theirs.
  if (facts.risks.glucoseLowering || facts.minor) return null;
  const lead = skipsForDays
    ? `**Pular uma refeição vários dias seguidos${liquidDay ? ", com só chá ou suco no lugar," : ""} não é um bom caminho:**`
    : "**Ficar só no chá ou no suco no lugar da comida não é um bom caminho, nem por um dia:**";
  return [
    `${lead} chá e suco quase não têm proteína, a fome volta mais forte (é comum exagerar à noite ou no dia seguinte) e, repetido, vêm cansaço, tontura e perda de músculo. O peso que cai primeiro é água, e volta. Nenhum chá ou suco "desincha" ou "limpa" o corpo: o que desincha é água ao longo do dia, menos sal e ultraprocessados, frutas e legumes e se mexer.`,
    "",
    "- **Mantenha as refeições, com um jantar leve de verdade:** omelete com salada, sopa de legumes com frango desfiado ou feijão, ou arroz, feijão, uma carne e salada num prato menor.",
    "- Para emagrecer, o que funciona é uma redução pequena no dia todo, não uma refeição a menos: se quiser, monto um plano com as suas metas.",
    "- Se a vontade de ficar sem comer aparece depois de exagerar, ou fica difícil comer sem culpa, um **psicólogo** ou a **UBS** ajudam; um **nutricionista** monta o dia com você.",
  ].join("\n");
}

const SOMEONE = new RegExp(`\\b(?:minha|meu|minhas|meus) (?:${PEOPLE})\\b`);
const PET = /\b(?:cachorr[oa]|gat[oa]|cao|pet|calopsita|passaro|coelh[oa]|hamster)\b/;
const MINOR_AGE = /\b(?:de|tem|com) ([1-9]|1[0-7]) anos\b/;
/** A child of the writer's: the child-care answer speaks to the parent. */
const OWN_CHILD = /\b(?:minha|meu) (?:filh[oa]|enteados?|enteadas?)\b/;
const HELP_ASKED = /^(?:e )?(?:(?:o|oq|o que|o q|q|que) (?:eu )?(?:faco|fazer|posso fazer|devo fazer|falo|digo)|como (?:eu )?(?:ajudo|ajudar|posso ajudar|falo|converso)|e agora|me ajuda)\b/;
const TELL_PARENTS =
  "- **Como é menor de idade, conte aos pais ou responsáveis** o que você está vendo: são eles que levam ao pediatra ou hebiatra. Se for difícil falar com eles, um professor, a coordenação da escola ou o **CAPSi** (atende crianças e adolescentes pelo SUS) ajudam.";

const RESTRICTING_LEAD =
  "Que bom que você percebeu e quer ajudar. Comer quase nada ou cortar refeições para ficar magro(a), ou se achar gordo(a) sem estar, pode ser sinal de um **transtorno alimentar**, e na adolescência ainda atrapalha o crescimento. Não é frescura nem fase: vale agir cedo.";

function restrictingToGetThin(said: string): boolean {
  return SOMEONE.test(said) && !PET.test(said) && !OWN_CHILD.test(said) && signed(said, "someone-restricting");
}

/** "meu irmão de 16 anos tá quase sem comer pq quer ficar magro", or "como eu ajudo ela?" after it: how to help that person. */
function someoneRestricting(u: TUnderstanding): string | null {
  const own = ownWords(u);
  const said = restrictingToGetThin(own) ? own : u.context && HELP_ASKED.test(own) && restrictingToGetThin(u.context) ? u.context : null;
  if (!said) return null;
  const steps = SUPPORT_FOR_SOMEONE_ELSE.split("\n").slice(2);
  return [RESTRICTING_LEAD, "", ...(MINOR_AGE.test(said) ? [TELL_PARENTS] : []), ...steps].join("\n");
}

/** The answer to what this turn said in passing, after ordinary turns; null when it said none of these. */
export function saidInPassing(u: TUnderstanding, facts: TUserFacts): string | null {
  const drinking = suggestsCrisis(u.folded) ? null : drinkingHabit(ownWords(u), facts.profile?.gender);
  return penEatingLittle(u, facts) ?? mealsSkippedAhead(u, facts) ?? someoneRestricting(u) ?? drinking;
}
