import type { TActivityLevel, TGoal, TMealPlan } from "@nutriguia/domain";
import { computeTargets, type TTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { num } from "./format";

/**
 * A plan asked for another adult ("monta um plano pro meu marido"): the person's own profile does not fit them, so no
 * plan is drawn from it. The reply asks for their data, and once given ("ele tem 40 anos, 90 kg, 1,80, é pedreiro")
 * says their estimated needs (issue 27). A child's diet is the gate's, before this.
 */
const RELATIVES = "marido|esposo|esposa|mulher|namorad[oa]|noiv[oa]|pai|mae|irma|irmao|sogr[oa]|amig[oa]|cunhad[oa]|companheir[oa]|avo|vovo|vo|ti[oa]";
/** "como na casa da minha mãe no fim de semana": where one eats, not whom the plan is for. */
const FOR_OTHER = new RegExp(String.raw`(?<!\b(?:casa|com|junto com|almoco na|janto na) )\b(?:pro|pra|para o|para a|pro meu|pra minha|para meu|para minha|do meu|da minha) ?(?:meu |minha )?(${RELATIVES})\b`);
/** "meu pai tem 65 anos e pressão alta" said before, then "faz um cardápio pra ele": the plan is that person's. */
const SAID_BEFORE = new RegExp(String.raw`\b(meu|minha) (${RELATIVES})\b`, "g");
const FOR_THEM = /\b(?:pra|pro|para|do|da) (ele|ela)\b/;
const PLAN = /\b(plano|cardapio|dieta|menu)\b/;
const MALE = /^(marido|esposo|namorado|noivo|pai|irmao|sogro|amigo|cunhado|companheiro|tio)$/;

/** Whom a plan asked now is for: named in it, or "pra ele/ela" with the last person of that gender said before. */
function whomFor(folded: string, earlier: string): { who: string; them: "ele" | "ela" } | null {
  const named = FOR_OTHER.exec(folded);
  if (named) return { who: named[1]!, them: themOf(named[1]!, named[0]) };
  const pronoun = FOR_THEM.exec(folded)?.[1];
  if (!pronoun) return null;
  const said = [...earlier.matchAll(SAID_BEFORE)].map((m) => ({ who: m[2]!, them: themOf(m[2]!, m[0]) })).filter((p) => p.them === pronoun);
  return said.at(-1) ?? null;
}

/** "minha avó" is she, "meu avô" he: the words fold alike, the article says which. */
function themOf(who: string, said: string): "ele" | "ela" {
  if (/^(avo|vovo|vo)$/.test(who)) return /\b(minha|da|a)\b/.test(said) ? "ela" : "ele";
  return MALE.test(who) ? "ele" : "ela";
}

const HEAVY = /\b(pedreiro|servente|obra|construcao|carregador|estivador|agricultor|roca|lavoura|academia todo dia|atleta|treina pesado|ajudante de obra|mudanca)\b/;
const MODERATE = /\b(entregador|motoboy|carteiro|garcom|garconete|enfermeir\w*|cozinheir\w*|faxin\w*|diarista|vendedor\w* de rua|caminha (muito|bastante)|em pe o dia todo)\b/;
const DESK = /\b(escritorio|sentad[oa]|computador|motorista|home office|aposentad[oa])\b/;

export function planForOther(text: string, earlier = ""): string | null {
  const folded = foldText(text);
  const them = whomFor(folded, earlier)?.them;
  if (!them || !PLAN.test(folded)) return null;
  return [
    `Para um plano que sirva para ${them}, as contas têm que ser as ${them === "ele" ? "dele" : "dela"}: o plano que eu monto a partir do seu perfil teria as suas calorias e o seu objetivo, e não as ${them === "ele" ? "dele" : "dela"}.`,
    "",
    `Me diga a **idade, o peso, a altura, o que ${them} faz no dia (trabalho e atividade física)** e o objetivo (manter, perder ou ganhar peso), por exemplo: *${them} tem 52 anos, 70 kg, 1,65 m, trabalha em pé o dia todo e quer manter o peso*. Com isso eu calculo quanto ${them} precisa comer por dia.`,
    "",
    `As restrições e condições de saúde ${them === "ele" ? "dele" : "dela"} mudam o que entra no prato; com uma condição de saúde, o ideal é um **nutricionista** acompanhar.`,
  ].join("\n");
}

/** The other person as said after the request: their data, their estimated needs and how to call them. */
export type TOther = { age: number; weight: number; height: number; gender: "MALE" | "FEMALE"; activityLevel: TActivityLevel; goal: TGoal; targets: TTargets; them: "ele" | "ela"; work: string; aim: string };

/** "ele tem 40 anos, 90kg, 1,80 e trabalha de pedreiro" after "monta um plano pro meu marido"; null when data are missing. */
export function readOther(text: string, asked: string, earlier = ""): TOther | null {
  const folded = foldText(text);
  const whom = whomFor(foldText(asked), earlier);
  if (!whom || !PLAN.test(foldText(asked))) return null;
  const age = /\b(\d{2}) anos\b/.exec(folded);
  const weight = /\b(\d{2,3})(?: \d)? ?(?:kg|quilos?|kilos?)\b/.exec(folded);
  const height = /\b(1)[ ,.]?(\d{2}) ?(?:m|metro|de altura)?\b/.exec(text.toLowerCase().replace(",", "."));
  if (!age || !weight || !height) return null;
  const cm = Number(`${height[1]}${height[2]}`);
  const activityLevel: TActivityLevel = HEAVY.test(folded) ? "VERY_ACTIVE" : MODERATE.test(folded) ? "MODERATELY_ACTIVE" : DESK.test(folded) ? "SEDENTARY" : "LIGHTLY_ACTIVE";
  const goal: TGoal = /\b(perder|emagrecer|secar)\b/.test(folded) ? "WEIGHT_LOSS" : /\b(ganhar|engordar)\b/.test(folded) ? "WEIGHT_GAIN" : "WEIGHT_MAINTENANCE";
  const gender = whom.them === "ele" ? "MALE" : "FEMALE";
  const targets = computeTargets({ age: Number(age[1]), weight: Number(weight[1]), height: cm, gender, activityLevel, goal });
  if (!targets) return null;
  const work = activityLevel === "VERY_ACTIVE" ? "trabalho pesado" : activityLevel === "MODERATELY_ACTIVE" ? "trabalho em pé ou andando" : activityLevel === "SEDENTARY" ? "rotina sentada" : "rotina leve";
  const aim = goal === "WEIGHT_LOSS" ? "para perder peso com segurança" : goal === "WEIGHT_GAIN" ? "para ganhar peso" : "para manter o peso";
  return { age: Number(age[1]), weight: Number(weight[1]), height: cm, gender, activityLevel, goal, targets, them: gender === "MALE" ? "ele" : "ela", work, aim };
}

const of = (other: TOther) => (other.them === "ele" ? "dele" : "dela");

/** Their estimated needs, when no plan could be made for them. */
export function needsOfOther(text: string, asked: string, earlier = ""): string | null {
  const other = readOther(text, asked, earlier);
  if (!other) return null;
  return [
    `Pelos dados ${of(other)} (${other.age} anos, ${other.weight} kg, ${num(other.height / 100)} m, ${other.work}), ${other.them} gasta cerca de **${num(other.targets.maintenanceCalories)} kcal por dia**; ${other.aim}, a meta fica em torno de **${num(other.targets.calories)} kcal**, com cerca de ${num(other.targets.protein)} g de proteína, ${num(other.targets.carbohydrates)} g de carboidratos e ${num(other.targets.fat)} g de gorduras.`,
    "",
    `Com uma condição de saúde, um **nutricionista** deve acompanhar.`,
  ].join("\n");
}

/**
 * The plan made for them (decision 135): their energy, what was left out for them, and that it sits in the person's own
 * list. `leftOut`: what the request said they do not eat, as said back ("sem glúten", "sem carne de porco").
 */
export function composePlanForOther(other: TOther, plan: TMealPlan, leftOut: readonly string[]): string {
  const days = plan.days.length;
  const without = leftOut.length > 0 ? `, ${leftOut.join(", ")}` : "";
  return [
    `Montei um plano de **${days} ${days === 1 ? "dia" : "dias"} para ${other.them}**, com as contas ${of(other)} e não as suas: cerca de **${num(plan.targets.calories)} kcal por dia** (${other.age} anos, ${other.weight} kg, ${num(other.height / 100)} m, ${other.work}, ${other.aim})${without}.`,
    "",
    `Por dia: ${num(plan.targets.protein)} g de proteínas, ${num(plan.targets.carbohydrates)} g de carboidratos e ${num(plan.targets.fat)} g de gorduras.`,
    "",
    `Veja as refeições e gere a lista de compras em [${plan.title}](/meal-plans/${plan.id}); o plano fica na sua lista. Com uma condição de saúde, o ideal é um **nutricionista** acompanhar ${other.them === "ele" ? "ele" : "ela"}.`,
  ].join("\n");
}
