import { HEALTH_CONDITION_LABELS, type THealthCondition } from "@nutriguia/domain";
import { activeRestrictions, type TNutritionProfile } from "@nutriguia/nutrition";
import { foldText, hasAny } from "./chat.text";

/** Extreme restriction, purging or self-harm (folded text): answered with support, never with numbers. */
const CRISIS_PATTERNS: readonly RegExp[] = [
  /\b(me matar|suicid\w*|tirar (a )?minha (propria )?vida|nao quero mais viver|quero morrer|me machucar|me cortar|automutila\w*)\b/,
  /\b(vomitar|vomito|provocar (o )?vomito|induzir (o )?vomito|colocar o dedo na garganta|purga\w*)\b/,
  /\blaxante\w*\b.*\b(emagrec\w*|peso|perder|secar)\b|\b(emagrec\w*|perder peso|secar)\b.*\blaxante\w*\b/,
  /\b(diuretico\w*)\b.*\b(emagrec\w*|perder peso)\b/,
  /\b(parar de comer|ficar sem comer|deixar de comer|nao comer nada|passar fome|comer nada)\b/,
  /\bjejum de ([3-9]|\d{2,}) dias\b|\bjejum (de )?(uma|1|duas|2) semanas?\b/,
  /\b(anorexi\w*|bulimi\w*|compulsao alimentar)\b/,
  /\b(odeio|nojo d[oe]) (meu corpo|mim mesm[oa])\b|\bme sinto culpad[oa] (quando|por|depois de) comer\b/,
];

export function suggestsCrisis(text: string): boolean {
  return hasAny(foldText(text), CRISIS_PATTERNS);
}

/** A daily intake the user wants to reach ("comer 600 kcal por dia"); null when none is named. */
export function requestedDailyCalories(text: string): number | null {
  const folded = foldText(text);
  const match = /\b(\d{3,4})\s*(kcal|calorias?|cal)\b(\s+(por|ao|num|no|em um|em 1)\s+dia|\s+diarias?|.*\bdia\b)/.exec(folded);
  return match ? Number(match[1]) : null;
}

export const SUPPORTIVE_REPLY = [
  "Sinto muito que você esteja passando por isso. O que você sente importa, e você não precisa enfrentar isso sozinho(a).",
  "",
  "Não vou sugerir números, restrições ou metas agora: neste momento o mais importante é cuidar de você.",
  "",
  "- **CVV – Centro de Valorização da Vida:** ligue **188** (gratuito, 24 horas) ou converse pelo chat em cvv.org.br.",
  "- Procure um **psicólogo**, um **médico** ou o **CAPS** da sua cidade; um **nutricionista** pode ajudar a reconstruir uma relação tranquila com a comida.",
  "- Em perigo imediato, ligue **192 (SAMU)** ou vá a um pronto-socorro.",
  "",
  "Se quiser, posso continuar conversando com você sobre alimentação de um jeito leve, sem contas nem metas.",
].join("\n");

export function belowFloorReply(requested: number, floor: number): string {
  return [
    `Não posso recomendar comer apenas ${requested} kcal por dia. Para a maioria dos adultos, ficar abaixo de **${floor} kcal** sem acompanhamento médico traz riscos: perda de massa muscular, falta de nutrientes, queda de energia e efeito sanfona.`,
    "",
    "Um ritmo seguro de emagrecimento é de cerca de 0,5 a 1 kg por semana, com um déficit moderado, comida de verdade e atividade física.",
    "Se quiser, complete seu perfil nutricional e eu calculo uma meta segura para você. Um nutricionista pode acompanhar de perto.",
  ].join("\n");
}

/** The safe minimum used by the engine's targets when the user's own target is not known. */
export function safeFloor(profile: TNutritionProfile | undefined): number {
  if (profile?.gender === "MALE") return 1500;
  if (profile?.gender === "FEMALE") return 1200;
  return 1350;
}

const CONDITION_CAUTIONS: Partial<Record<THealthCondition, string>> = {
  KIDNEY_DISEASE:
    "Com doença renal, proteína, sódio, potássio, fósforo e líquidos precisam ser ajustados pelo seu nefrologista e nutricionista; use estas informações só como referência.",
  PREGNANCY: "Na gestação não se faz déficit calórico; fale com seu obstetra e nutricionista antes de qualquer mudança na dieta.",
  LACTATION: "Na amamentação não se faz déficit calórico; a produção de leite precisa de energia e boa hidratação.",
  DIABETES: "Com diabetes, observe a quantidade de carboidratos por refeição e siga as orientações do seu médico sobre a glicemia.",
  HYPERTENSION: "Com hipertensão, fique atento(a) ao sódio: evite embutidos, temperos prontos e excesso de sal.",
  HEART_DISEASE: "Com doença cardíaca, limite sódio e gorduras saturadas e siga a orientação do seu cardiologista.",
  LIVER_DISEASE: "Com doença hepática, evite álcool e siga a orientação do seu hepatologista sobre proteínas e gorduras.",
  CELIAC_DISEASE: "Com doença celíaca, mesmo traços de glúten fazem mal: confira rótulos e risco de contaminação cruzada.",
  GOUT: "Com gota, modere carnes vermelhas, vísceras, frutos do mar e bebidas alcoólicas, e beba bastante água.",
  INFLAMMATORY_BOWEL_DISEASE: "Com doença inflamatória intestinal, a tolerância a fibras e gorduras varia; siga seu gastroenterologista.",
  CANCER: "Durante o tratamento de câncer, a alimentação deve ser acompanhada pela equipe de oncologia.",
};

/** Short cautious notes for the user's health conditions, appended to nutrition answers. */
export function conditionCautions(profile: TNutritionProfile | undefined): string[] {
  const notes: string[] = [];
  for (const condition of profile?.healthConditions ?? []) {
    const note = CONDITION_CAUTIONS[condition];
    if (note) notes.push(note);
  }
  const others = (profile?.healthConditions ?? []).filter((c) => !CONDITION_CAUTIONS[c]);
  if (others.length > 0) {
    const labels = others.map((c) => HEALTH_CONDITION_LABELS[c].toLowerCase()).join(", ");
    notes.push(`Como você informou ${labels}, confirme estas orientações com o profissional que acompanha você.`);
  }
  return notes;
}

export function cautionBlock(profile: TNutritionProfile | undefined): string {
  const notes = conditionCautions(profile);
  return notes.length === 0 ? "" : `\n\n**Cuidados com a sua saúde**\n${notes.map((n) => `- ${n}`).join("\n")}`;
}

export type TSuggestionTag = "gluten" | "lactose" | "eggs" | "meat" | "fish" | "animal" | "nuts" | "peanut" | "sugar" | "highcarb";

const FORBIDDEN_TAGS: Record<string, readonly TSuggestionTag[]> = {
  GLUTEN_FREE: ["gluten"],
  LACTOSE_FREE: ["lactose"],
  VEGETARIAN: ["meat", "fish"],
  VEGAN: ["meat", "fish", "lactose", "eggs", "animal"],
  PESCATARIAN: ["meat"],
  DIABETIC: ["sugar"],
  KETO: ["sugar", "highcarb", "gluten"],
  LOW_CARB: ["sugar", "highcarb"],
  PALEO: ["gluten", "lactose", "sugar"],
};

/**
 * Whether a suggested food is safe for the user: every restriction, including any allergy of
 * any severity, removes it, and so does a custom restriction or disliked food named in its text.
 */
export function isSuggestionAllowed(text: string, tags: readonly TSuggestionTag[], profile: TNutritionProfile | undefined, custom: readonly string[] = []): boolean {
  for (const restriction of activeRestrictions(profile)) {
    if ((FORBIDDEN_TAGS[restriction] ?? []).some((t) => tags.includes(t))) return false;
  }
  const folded = foldText(text);
  const avoided = [...custom, ...(profile?.dislikedFoods ?? [])].map(foldText).filter((w) => w.length > 2);
  return !avoided.some((word) => folded.includes(word) || word.split(" ").every((part) => part.length > 2 && folded.includes(part)));
}
