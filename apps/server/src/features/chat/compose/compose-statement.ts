import { DIETARY_RESTRICTION_LABELS, HEALTH_CONDITION_LABELS, type TGoal } from "@nutriguia/domain";
import { FOOD_COMPONENT_LABELS } from "@nutriguia/nutrition";
import { foldText, restoreAccents } from "../chat.text";
import { HABIT, LIKES } from "../understand/question-type";
import { CLAUSE_TURNS, DISLIKE, DISLIKED_BUT_NEEDED, EXCLUSION } from "../understand/exclusions-said";
import { TRAINING, type TAvoid } from "../understand/stated-facts";
import type { TUnderstanding } from "../understand/understand";
import { bullets, PROFILE_PATH } from "./format";
import { ownLifeLines, trainingLine } from "./statement-own-life";
import { FAITH } from "../understand/said-of-oneself";
import { weightGoalLine } from "./statement-weight-goal";
import { familyOf, linesToSay, severeLine } from "./statement-allergen-families";

/** Metformin said alone treats diabetes, pre-diabetes and the polycystic ovary alike: its care, never a diagnosis read into it. */
const METFORMIN_LINE =
  "**Metformina**: as respostas e os planos vão seguir o cuidado com a glicose (menos açúcar e farinha branca, mais fibras, carboidrato em porções moderadas). Tome junto ou logo depois de uma refeição, o que diminui enjoo e diarreia.";

const SEVERITY = { MILD: "leve", MODERATE: "moderada", SEVERE: "grave", PREFERENCE: "por preferência" } as const;

/** What the person told about themself, in words, and how each fact will be used (issue 27). */
function factLines(u: TUnderstanding, profileGoal: TGoal | null): string[] {
  const s = u.stated;
  const lines: string[] = [];
  for (const c of s.conditions) lines.push(c === "DIABETES" && s.diabetesByMedicine ? METFORMIN_LINE : `**${HEALTH_CONDITION_LABELS[c]}**: as respostas e os planos vão seguir os cuidados dessa condição.`);
  // "pré-diabética", "resistência à insulina": its own state, said as what it is, never as diabetes.
  if (s.prediabetes) {
    const said = /\bresistencia\b/.test(u.folded) && !/\bpre ?diabet/.test(u.folded) ? "Resistência à insulina" : "Pré-diabetes";
    lines.push(`**${said}**: ainda não é diabetes, e dá para voltar ao normal; as respostas e os planos vão seguir a prevenção (menos açúcar e farinha branca, mais fibras, atividade física).`);
  }
  for (const d of s.diets) lines.push(`Alimentação **${DIETARY_RESTRICTION_LABELS[d].toLowerCase().replace(/o$/, "a")}**: não vou sugerir alimentos fora dela.`);
  // A faith's rules are said once, in their own line.
  for (const a of linesToSay(s.avoid.filter((x) => !(x.kind === "diet" && FAITH.test(u.folded))))) {
    const what = a.kind === "allergy" ? "alergia" : a.kind === "intolerance" ? "intolerância" : "restrição";
    // "ovo me dá alergia": the whole family is said back, so the person sees what the answers will keep out (decision 179).
    const family = familyOf(a);
    lines.push(`${what[0]!.toUpperCase()}${what.slice(1)} a **${FOOD_COMPONENT_LABELS[a.component]}** (${SEVERITY[a.severity]}): aviso sempre que um alimento contiver isso${family ? `, inclusive ${family}` : ""}.`);
  }
  const severe = severeLine(s.avoid);
  if (severe) lines.push(severe);
  // "sou adventista, não como carne de porco": the exclusion may come after something else said first.
  const clause = / (?:nao|nunca) (?:como|bebo|tomo|consumo)\b.*$/.exec(u.folded)?.[0].trim();
  const direct = EXCLUSION.exec(u.folded);
  const exclusion = direct ?? (clause ? EXCLUSION.exec(clause) : null);
  if (exclusion) {
    // "… e tb não tomo café" after the first foods: one list, with the accents as typed.
    const said = exclusion[1]!.replace(CLAUSE_TURNS, "");
    const what = direct ? asWritten(u.text, said) : restoreAccents(said.replace(/ e (?:tambem )?nao (?:como|bebo|tomo|consumo) /g, " nem "), [u.text]);
    lines.push(DISLIKE.test(u.folded) ? `Você não gosta de **${what}**: deixo isso de fora das sugestões e dos planos.` : `Você não consome **${what}**: deixo isso de fora das sugestões.`);
  }
  if (TRAINING.test(u.folded)) lines.push(trainingLine(s.goal ?? profileGoal));
  lines.push(...ownLifeLines(u));
  if (s.ownAge !== null) lines.push(`Idade: **${s.ownAge} anos**.`);
  if (s.child && lines.length === 0) lines.push(childLine(s.child.age, u.text), ...childAllergyLines(s.child.avoid ?? []));
  const kilos = weightGoalLine(u.folded);
  if (kilos) lines.push(kilos);
  else if (s.wantsWeightLoss && lines.length === 0 && (s.goal === null || s.goal === "WEIGHT_LOSS")) {
    lines.push("Objetivo de **emagrecer**: um ritmo seguro é de cerca de 0,5 a 1 kg por semana, sem dietas radicais. Se quiser, monto um plano alimentar para isso: é só pedir \"monta um plano\".");
  }
  return lines;
}

/** A child's age said ("meu filho tem 1 ano e 2 meses"): what holds for the child's food at that age, and that the profile's targets do not. */
function childLine(age: number | null, text: string): string {
  const said = /\b(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze) (anos?|mes(?:es)?)(?: e (\d{1,2}|um|uma|dois|tres) mes(?:es)?)?\b/.exec(foldText(text))?.[0];
  const who = said ? `Criança de **${restoreAccents(said, [text])}**` : "Criança";
  const care =
    age === null
      ? "as respostas sobre a comida dela seguem o que vale para a idade, e as metas do seu perfil não valem para ela."
      : age < 0.5
        ? "até os 6 meses, só leite materno (ou a fórmula que o pediatra indicar), sem água, chá ou papinha; a comida começa aos 6 meses."
        : age < 1
          ? "o leite materno continua, e a comida é a da família, sem sal e sem açúcar: amassada com o garfo, e a partir dos 8 a 9 meses picada em pedaços macios; ovo e carne bem cozidos; mel não, antes de 1 ano."
          : age < 2
          ? "até os 2 anos, a comida da família sem açúcar, sem ultraprocessados e com pouco sal; o leite materno pode continuar."
          : age < 10
            ? "o mesmo prato da família (arroz, feijão, legumes, carne ou ovo, frutas), sem dieta nem contagem de calorias; as metas do seu perfil não valem para ela."
            : "na adolescência o corpo cresce muito: refeições completas, sem dieta restritiva nem contagem de calorias sem o pediatra ou hebiatra.";
  return `${who}: ${care}`;
}

/** "minha bebê tem APLV": the child's allergy, said back as the child's, with its family (never the person's own). */
function childAllergyLines(avoid: readonly TAvoid[]): string[] {
  return linesToSay(avoid).map((a) => {
    const family = familyOf(a);
    return `Alergia **da criança** a **${FOOD_COMPONENT_LABELS[a.component]}**: aviso sempre que um alimento para ela contiver isso${family ? `, inclusive ${family}` : ""}.`;
  });
}

/** The words of `folded` as the person wrote them, accents and all ("brocolis" → "brócolis"). */
function asWritten(text: string, folded: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const target = folded.split(" ");
  for (let i = 0; i + target.length <= words.length; i++) {
    const slice = words.slice(i, i + target.length);
    if (foldText(slice.join(" ")) === folded) return slice.join(" ").replace(/[.,;:!?]+$/, "");
  }
  return folded;
}

/** "eu amo tapioca", "costumo tomar café preto de manhã": a taste or a habit, kept in mind, with no card. */
function preferenceReply(u: TUnderstanding): string | null {
  const needed = DISLIKED_BUT_NEEDED.exec(u.folded);
  if (needed) {
    const what = asWritten(u.text, needed[1]!);
    return `Entendi: você não gosta de **${what}**, mas quer incluir, então não vou tirar das sugestões. Vale ir aos poucos: prepare de outro jeito (assado, refogado, gratinado, na sopa, no omelete ou batido no molho), misture com o que você já gosta, tempere bem com ervas, alho e limão, e comece com porções pequenas; o paladar se acostuma com a repetição.`;
  }
  const liked = LIKES.exec(u.folded);
  if (liked && liked[1]) {
    // "um pão de queijo no lanche da tarde": the food, without the moment it is eaten.
    const food = liked[1].replace(/^(um|uma|o|a|os|as|de|do|da) /, "").replace(/ (no|na|de|a|pela|pelo|toda|todo|depois do|antes do|com) (cafe|lanche|almoco|jantar|janta|manha|tarde|noite|fim de semana|final de semana|dia|treino)\b.*$/, "").replace(/ (a|ao|do que|em vez de|no lugar de) .*$/, "");
    const what = asWritten(u.text, food);
    return [
      `Que bom saber que você gosta de **${what}**! Comer o que a gente gosta ajuda a manter a rotina: cabe no dia, prestando atenção na porção, na frequência e no que vai junto.`,
      "",
      "Quando comer, é só me contar o que foi e quanto que eu calculo e registro. Se quiser, também posso dizer como encaixar isso no seu dia.",
    ].join("\n");
  }
  if (HABIT.test(u.folded)) {
    return [
      "Anotado, é bom saber da sua rotina.",
      "",
      "Não registrei nada no seu diário, porque é um hábito e não uma refeição de hoje. Quando comer, me conte (por exemplo, *hoje no café tomei…*) que eu calculo; e, se quiser, posso dizer quanto esse hábito soma no dia ou como deixá-lo mais equilibrado.",
    ].join("\n");
  }
  return null;
}

export function composeStatement(u: TUnderstanding, profileGoal: TGoal | null): string {
  const lines = factLines(u, profileGoal);
  const preference = lines.length === 0 ? preferenceReply(u) : null;
  if (preference) return preference;
  const body = lines.length > 0 ? bullets(lines) : "- Anotei o que você contou.";
  // A child's age is for the answers about the child, not for the person's profile or plans.
  const onlyChild = u.stated.child !== null && lines.length > 0 && lines.every((l) => l.startsWith("Criança") || l.startsWith("Alergia **da criança**"));
  const use = onlyChild
    ? "Vou levar isso em conta nas respostas sobre a alimentação da criança. Me pergunte o que quiser: o que oferecer, quantidades, lanches para a escola ou como lidar com a recusa de alimentos."
    : `Vou levar isso em conta nas próximas respostas e nos planos que eu montar aqui. Para valer sempre, salve também no seu [perfil nutricional](${PROFILE_PATH}).`;
  return ["Obrigado por me contar. Anotei para esta conversa:", body, "", use].join("\n");
}

/** A fact said beside a meal ("to treinando pra maratona", "virei vegana"): the card, then the fact kept, in a short line. */
export function withFactsNoted(card: string, u: TUnderstanding, profileGoal: TGoal | null): string {
  if (u.type !== "meal-to-log") return card;
  const lines = factLines(u, profileGoal);
  return lines.length === 0 ? card : `${card}\n\n**Anotei também, para esta conversa:**\n${bullets(lines)}`;
}
