import { computeTargets } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { num } from "./format";

/**
 * A plan asked for another adult ("monta um plano pro meu marido"): the person's own profile does not fit them, so no
 * plan is drawn from it. The reply asks for their data, and once given ("ele tem 40 anos, 90 kg, 1,80, é pedreiro")
 * says their estimated needs (issue 27). A child's diet is the gate's, before this.
 */
const FOR_OTHER = /\b(?:pro|pra|para o|para a|pro meu|pra minha|para meu|para minha|do meu|da minha) ?(?:meu |minha )?(marido|esposo|esposa|mulher|namorad[oa]|noiv[oa]|pai|mae|irma|irmao|sogr[oa]|amig[oa]|cunhad[oa]|companheir[oa])\b/;
const PLAN = /\b(plano|cardapio|dieta|menu)\b/;
const MALE = /^(marido|esposo|namorado|noivo|pai|irmao|sogro|amigo|cunhado|companheiro)$/;

const HEAVY = /\b(pedreiro|servente|obra|construcao|carregador|estivador|agricultor|roca|lavoura|academia todo dia|atleta|treina pesado|ajudante de obra|mudanca)\b/;
const MODERATE = /\b(entregador|motoboy|carteiro|garcom|garconete|enfermeir\w*|cozinheir\w*|faxin\w*|diarista|vendedor\w* de rua|caminha (muito|bastante)|em pe o dia todo)\b/;
const DESK = /\b(escritorio|sentad[oa]|computador|motorista|home office|aposentad[oa])\b/;

export function planForOther(text: string): string | null {
  const folded = foldText(text);
  const who = FOR_OTHER.exec(folded)?.[1];
  if (!who || !PLAN.test(folded)) return null;
  const them = MALE.test(who) ? "ele" : "ela";
  return [
    `Para um plano que sirva para ${them}, as contas têm que ser as ${them === "ele" ? "dele" : "dela"}: o plano que eu monto a partir do seu perfil teria as suas calorias e o seu objetivo, e não as ${them === "ele" ? "dele" : "dela"}.`,
    "",
    `Me diga a **idade, o peso, a altura, o que ${them} faz no dia (trabalho e atividade física)** e o objetivo (manter, perder ou ganhar peso), por exemplo: *${them} tem 52 anos, 70 kg, 1,65 m, trabalha em pé o dia todo e quer manter o peso*. Com isso eu calculo quanto ${them} precisa comer por dia.`,
    "",
    `As restrições e condições de saúde ${them === "ele" ? "dele" : "dela"} mudam o que entra no prato; com uma condição de saúde, o ideal é um **nutricionista** acompanhar.`,
  ].join("\n");
}

/** The other person's data said after that ("ele tem 40 anos, 90kg, 1,80 e trabalha de pedreiro"): their estimated needs. */
export function needsOfOther(text: string, asked: string): string | null {
  const folded = foldText(text);
  const who = FOR_OTHER.exec(foldText(asked))?.[1];
  if (!who || !PLAN.test(foldText(asked))) return null;
  const age = /\b(\d{2}) anos\b/.exec(folded);
  const weight = /\b(\d{2,3})(?: \d)? ?(?:kg|quilos?|kilos?)\b/.exec(folded);
  const height = /\b(1)[ ,.]?(\d{2}) ?(?:m|metro|de altura)?\b/.exec(text.toLowerCase().replace(",", "."));
  if (!age || !weight || !height) return null;
  const cm = Number(`${height[1]}${height[2]}`);
  const activityLevel = HEAVY.test(folded) ? "VERY_ACTIVE" : MODERATE.test(folded) ? "MODERATELY_ACTIVE" : DESK.test(folded) ? "SEDENTARY" : "LIGHTLY_ACTIVE";
  const goal = /\b(perder|emagrecer|secar)\b/.test(folded) ? "WEIGHT_LOSS" : /\b(ganhar|engordar)\b/.test(folded) ? "WEIGHT_GAIN" : "WEIGHT_MAINTENANCE";
  const targets = computeTargets({ age: Number(age[1]), weight: Number(weight[1]), height: cm, gender: MALE.test(who) ? "MALE" : "FEMALE", activityLevel, goal });
  if (!targets) return null;
  const them = MALE.test(who) ? "ele" : "ela";
  const work = activityLevel === "VERY_ACTIVE" ? "trabalho pesado" : activityLevel === "MODERATELY_ACTIVE" ? "trabalho em pé ou andando" : activityLevel === "SEDENTARY" ? "rotina sentada" : "rotina leve";
  const aim = goal === "WEIGHT_LOSS" ? "para perder peso com segurança" : goal === "WEIGHT_GAIN" ? "para ganhar peso" : "para manter o peso";
  return [
    `Pelos dados ${them === "ele" ? "dele" : "dela"} (${age[1]} anos, ${weight[1]} kg, ${num(cm / 100)} m, ${work}), ${them} gasta cerca de **${num(targets.maintenanceCalories)} kcal por dia**; ${aim}, a meta fica em torno de **${num(targets.calories)} kcal**, com cerca de ${num(targets.protein)} g de proteína, ${num(targets.carbohydrates)} g de carboidratos e ${num(targets.fat)} g de gorduras.`,
    "",
    `Os planos que eu monto aqui seguem o perfil de quem está conversando comigo, então um plano de 7 dias com essas metas e as restrições ${them === "ele" ? "dele" : "dela"} fica certo no perfil ${them === "ele" ? "dele" : "dela"} no NutriGuia (${them} pode criar a própria conta). Com uma condição de saúde, um **nutricionista** deve acompanhar.`,
  ].join("\n");
}
