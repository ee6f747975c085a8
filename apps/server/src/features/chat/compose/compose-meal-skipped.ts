import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TTargets } from "@nutriguia/nutrition";
import { GLUCOSE_LOWERING } from "../understand/stated-facts";
import { OVERDID } from "../understand/framings";
import type { TMealSkipped } from "../understand/meal-skipped";
import type { TUserFacts } from "../understand/user-facts";
import { bullets, num } from "./format";
import { composeNotEatenYet, HYPOGLYCAEMIA_FIRST, QUICK } from "./compose-not-eaten-yet";

/** The usual share of the day's energy each meal carries: what skipping it takes out of the day. */
const SHARE: Readonly<Record<TMealSlot, readonly [number, number]>> = {
  BREAKFAST: [0.2, 0.25],
  MORNING_SNACK: [0.05, 0.1],
  LUNCH: [0.3, 0.35],
  AFTERNOON_SNACK: [0.1, 0.15],
  DINNER: [0.25, 0.3],
  SUPPER: [0.05, 0.1],
};

/** Who should not skip a meal at all, with the line said first. */
const DO_NOT_SKIP: readonly (readonly ["PREGNANCY" | "LACTATION" | "DIABETES", string])[] = [
  ["PREGNANCY", "🤰 **Na gestação, não fique sem refeições:** longos intervalos sem comer dão enjoo, tontura e queda de glicose, e o bebê depende do que você come. Se não der para uma refeição completa, faça ao menos um lanche (fruta com iogurte, pão com queijo, um copo de leite)."],
  ["LACTATION", "🤱 **Amamentando, não fique sem refeições:** o corpo gasta bastante energia com o leite; se não der para uma refeição completa, faça ao menos um lanche e beba água."],
  ["DIABETES", "⚠️ **Com diabetes, evite ficar sem a refeição:** longos intervalos bagunçam a glicose. Se não der para a refeição completa, faça um lanche com carboidrato e proteína no horário (pão com ovo, fruta com iogurte)."],
];

const mealName = (slot: TMealSlot | null) => (slot ? MEAL_SLOT_LABELS[slot].toLowerCase() : "refeição");
const article = (slot: TMealSlot | null) => (slot === null || slot === "SUPPER" ? "a" : "o");

function shareLine(slot: TMealSlot | null, targets: TTargets | null): string {
  if (!slot || !targets || targets.calories <= 0) return "";
  const [low, high] = SHARE[slot];
  return ` ${article(slot) === "a" ? "A" : "O"} ${mealName(slot)} costuma ser ${Math.round(low * 100)} a ${Math.round(high * 100)}% do dia (uns ${num(Math.round((targets.calories * low) / 10) * 10)} a ${num(Math.round((targets.calories * high) / 10) * 10)} kcal da sua meta de ${num(targets.calories)} kcal).`;
}

/** A meal skipped or to be skipped today: what it means for the person, and what to do instead; insulin or a sulfonylurea first. */
export function composeMealSkipped(skipped: TMealSkipped, facts: TUserFacts, targets: TTargets | null, folded: string, asked = false): string {
  const lowering = facts.risks.glucoseLowering || GLUCOSE_LOWERING.test(folded);
  if (skipped.kind === "only-drink") {
    const drink = skipped.drink.replace(/\bcafe/, "café").replace(/\bcha\b/, "chá").replace(/\bagua\b/, "água").replace(/chimarrao/, "chimarrão");
    const lead = `Só ${drink} até agora é tempo demais sem comer: ${drink} não sustenta, e a fome grande costuma chegar junto com o exagero no fim do dia.`;
    return `${lead}\n\n${composeNotEatenYet(facts, folded)}`;
  }
  const { slot, ahead } = skipped;
  const the = `${article(slot)} ${mealName(slot)}`;
  const first = lowering
    ? [ahead
        ? `⚠️ **Com insulina ou remédio que baixa a glicose (como glibenclamida ou gliclazida), ficar sem ${the} pode dar hipoglicemia.** Não pule: se não der para a refeição completa, coma no horário ao menos algo com carboidrato (pão com queijo, fruta com iogurte, um copo de leite com biscoito). Tremor, suor frio ou tontura: 15 g de açúcar (1 colher de sopa na água ou um copo de suco comum). Combine com seu médico o que fazer nos dias corridos.`
        : HYPOGLYCAEMIA_FIRST]
    : DO_NOT_SKIP.filter(([c]) => facts.conditions.has(c)).map(([, line]) => line).slice(0, 1);
  const compensating = OVERDID.test(folded) || /\bcomi (?:muito|bastante|demais)\b/.test(folded);
  const head = asked ? "De vez em quando, para quem é saudável, sim, mas conta para o dia." : ahead ? `Entendi: hoje você vai ficar sem ${the}.` : `Entendi: hoje você ficou sem ${the}.`;
  const meaning = `${head}${shareLine(slot, targets)} Muitas horas sem comer costumam virar fome grande, beliscos e exagero na refeição seguinte.`;
  const steps = ahead
    ? [
        compensating ? "**Não precisa compensar o que comeu antes:** uma refeição leve (sopa de legumes, omelete com salada, iogurte com fruta) funciona melhor do que pular." : "**Se a fome vier, um lanche leve é melhor do que nada:** iogurte com fruta, um ovo, um copo de leite, uma fruta com castanhas.",
        "Na próxima refeição, coma normalmente, sem dobrar a porção nem cortar para compensar.",
        "Se pular refeições está virando rotina, ou é para emagrecer, vale conversar com um(a) nutricionista: cortar uma refeição inteira raramente se sustenta.",
      ]
    : [`**Coma algo agora, mesmo rápido:** ${QUICK.slice(0, 3).map((q) => q.replace(/;$/, "")).join("; ")}.`, "Na próxima refeição, um prato comum (arroz, feijão, uma proteína e legumes), sem dobrar a porção para compensar."];
  return [...first, ...(first.length ? [""] : []), meaning, "", bullets(steps), "", "Não registrei nada como refeição. Se comer algo, me conte o que foi, que eu calculo."].join("\n");
}
