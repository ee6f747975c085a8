import { MEAL_PLAN_MAX_DAYS, type TChatIntent } from "@nutriguia/domain";
import { foldText, hasAny } from "./chat.text";
import { retrieve } from "./chat.retrieval";

const LOG_PATTERNS: readonly RegExp[] = [
  /\b(comi|almocei|jantei|lanchei|merendei|bebi|tomei|ceei|consumi|belisquei|acabei de comer|vou comer|vou almocar|vou jantar)\b/,
  /\b(quantas calorias|quantas kcal|calorias (tem|de|do|da|dos|das|no|na)|kcal (tem|de|do|da)|valor nutricional|informac\w* nutricion\w*|macros (de|do|da)|analis\w*|calcul\w*|registr\w*|anot\w*)\b/,
  /\b(cafe da manha|almoco|jantar|lanche|ceia)\s*:/,
];

const PLAN_PATTERNS: readonly RegExp[] = [/\b(plano|planos|dieta|dietas|cardapio|cardapios|recomendacao|recomendacoes|monte|montar|montagem)\b/];

const DAY_PATTERNS: readonly RegExp[] = [
  /\b(meu dia|resumo do dia|resumo de hoje|hoje ate agora|ate agora hoje|(ja )?comi hoje|consumi hoje|quanto (eu )?(ja )?comi|como (esta|ta|foi) (o )?meu dia|meu consumo (de )?hoje|total de hoje)\b/,
];

const PROFILE_PATTERNS: readonly RegExp[] = [
  /\b(meu perfil|minha meta|minhas metas|meu imc|meu gasto|meu metabolismo|minha necessidade)\b/,
  /\b(quantas calorias|quanta proteina|quantos gramas de proteina|quanto de proteina|quantas kcal)\b.*\b(devo|preciso|tenho que|deveria|posso)\b/,
  /\b(devo|preciso|deveria)\b.*\b(comer|consumir|ingerir)\b.*\b(calorias|kcal|proteina)\b.*\b(por dia|diari\w*)\b/,
];

const SMALL_TALK_PATTERNS: readonly RegExp[] = [
  /^(oi+|ola|ei|e ai|opa|bom dia|boa tarde|boa noite|tudo bem|td bem|tudo bom|obrigad[oa]|valeu|brigad[oa]|tchau|ate logo|ok|beleza|blz|show|legal|otimo|perfeito|quem e voce|o que voce faz|como voce funciona)( \w+){0,3}$/,
];

/** Words that make a message about food or nutrition (also sent by the web as isFoodRelated). */
export const FOOD_WORDS: readonly RegExp[] = [
  /\b(comi\w*|comer|aliment\w*|refeic\w*|calori\w*|kcal|proteina\w*|carboidrat\w*|gordura\w*|fibra\w*|nutri\w*|dieta\w*|vitamina\w*|sodio|sal|acucar|agua|fruta\w*|verdura\w*|legume\w*|lanche\w*|almoc\w*|jant\w*|cafe|treino|emagrec\w*|peso|engord\w*)\b/,
];

export type TClassification = { intent: TChatIntent; looksLikeLog: boolean };

/**
 * Safety is checked by the caller first; then logging or analysis, plan requests, the day so far,
 * profile questions, small talk, the knowledge base, and finally out of scope.
 */
export function classifyIntent(text: string): TClassification {
  const folded = foldText(text);
  const looksLikeLog = hasAny(folded, LOG_PATTERNS);
  if (hasAny(folded, DAY_PATTERNS)) return { intent: "DAY_SUMMARY", looksLikeLog: false };
  if (hasAny(folded, PROFILE_PATTERNS)) return { intent: "PROFILE_QUESTION", looksLikeLog: false };
  if (looksLikeLog) return { intent: "FOOD_LOG", looksLikeLog };
  if (hasAny(folded, PLAN_PATTERNS)) return { intent: "PLAN_REQUEST", looksLikeLog };
  if (hasAny(folded, SMALL_TALK_PATTERNS)) return { intent: "SMALL_TALK", looksLikeLog };
  if (retrieve(text, 1).length > 0) return { intent: "NUTRITION_QUESTION", looksLikeLog };
  return { intent: "OUT_OF_SCOPE", looksLikeLog };
}

/** A bare list of foods ("2 ovos e 1 banana") reads as a log even without a verb. */
export function isBareFoodList(text: string): boolean {
  const folded = foldText(text);
  return !text.includes("?") && /^(\d+|um|uma|dois|duas|tres|meio|meia)\b/.test(folded);
}

/** "plano de 3 dias" asks for 3 days (more than the maximum gets the maximum); no number leaves the default. */
export function requestedPlanDays(text: string): number | undefined {
  const match = /\b(\d{1,2}) dias?\b/.exec(foldText(text));
  if (!match) return undefined;
  return Math.min(Math.max(Number(match[1]), 1), MEAL_PLAN_MAX_DAYS);
}
