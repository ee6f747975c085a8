import { DIETARY_RESTRICTION_LABELS, GOAL_LABELS, HEALTH_CONDITION_LABELS, MEAL_PLAN_CUISINE_LABELS, MEAL_PLAN_CUISINES, MEAL_SLOT_LABELS, MEAL_SLOTS, type TDietaryRestriction, type TGoal, type TMealPlan, type TMealPlanCuisine } from "@nutriguia/domain";
import { computeTargets, FOOD_COMPONENT_LABELS, type TMealAnalysis, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import { MEAL_PLAN_PATH } from "../../../shared/meal-plan-creation";
import { foldText } from "../chat.text";
import { BUDGET_AVOID, STAPLES_AVOID } from "../facts/plan-request";
import { KITCHEN_AVOID } from "../facts/plan-constraints";
import { EXCLUSION_WORDS } from "../understand/exclusions-said";
import { GASTRIC_AVOID } from "../understand/stated-facts";
import { checkPlan, type TPlanCheckKind } from "../facts/plan-check";
import { composePlanCheck } from "./compose-plan-check";
import { introducedName, JUST_NO, LAUGH, SHORT_REPLY } from "../understand/short-replies";
import { CARD_STILL_OPEN } from "./compose-everyday-talk";
import { bullets, MEAL_PLANS_PATH, num, nutritionBlock, PROFILE_PATH, warningsBlock } from "./format";

/** The words the engine could not read, said first: the total below leaves them out (issue 26). */
function unreadLead(analysis: TMealAnalysis): string {
  if (analysis.unread.length === 0) return "";
  const words = analysis.unread.map((w) => `'${w}'`).join(", ");
  return `Não entendi ${words} — pode escrever de outro jeito? A conta abaixo **não inclui** ${analysis.unread.length > 1 ? "essas partes" : "essa parte"}.\n\n`;
}

/** The analysis without its "Não entendi" warnings, which the reply already says first. */
const withoutUnread = (analysis: TMealAnalysis): TMealAnalysis => ({ ...analysis, warnings: analysis.warnings.filter((w) => !w.message.startsWith("Não entendi")) });

export function composeAnalysis(analysis: TMealAnalysis, targets: TTargets | null, caution: string): string {
  const share = targets && targets.calories > 0 ? Math.round((analysis.totals.calories / targets.calories) * 100) : null;
  const intro =
    share !== null
      ? `Analisei sua refeição: são cerca de **${num(analysis.totals.calories)} kcal**, por volta de ${share}% da sua meta diária de ${num(targets!.calories)} kcal.`
      : `Analisei sua refeição: são cerca de **${num(analysis.totals.calories)} kcal**.`;
  const close = analysis.unread.length > 0 ? "Reescreva a parte que não entendi, ou registre abaixo só o que entendi." : "Confirme abaixo se quer registrar esta refeição na sua contagem diária.";
  return `${unreadLead(analysis)}${intro}\n\n${nutritionBlock(analysis)}${warningsBlock(withoutUnread(analysis))}${caution}${portionsAssumed(analysis)}\n\n${close}`;
}

/** Where no amount was said, the usual portion was taken: said plainly, with how to change it. */
function portionsAssumed(analysis: TMealAnalysis): string {
  if (!analysis.items.some((i) => i.measure.includes("(porção padrão)"))) return "";
  return "\n\nOnde você não disse a quantidade (marcado como *porção padrão*), considerei a porção de costume. Se foi mais ou menos, me diga, por exemplo *foram 2 conchas de feijão*, que eu corrijo no mesmo cartão.";
}

/** The same pending calculation, recalculated after the person corrected an amount or a food. */
/** "ah, e teve sobremesa": something added to the pending meal without saying what it was. */
export function composeAskWhatWasAdded(added: string): string {
  return `Anotado que teve ${added}. O que foi, e quanto? Por exemplo: *1 fatia de pudim* ou *2 bolas de sorvete*. Eu acrescento ao mesmo cartão, sem criar outra refeição.`;
}

export function composeCorrection(analysis: TMealAnalysis, targets: TTargets | null, caution: string, change: string | null = null): string {
  const items = analysis.items.map((i) => `${i.food} (${i.measure})`).join(", ");
  const done = change ? `Certo, ${change}: agora são` : "Certo, corrigi a análise: agora são";
  return `${unreadLead(analysis)}${done} ${items}, somando **${num(analysis.totals.calories)} kcal**${targets ? ` (${Math.round((analysis.totals.calories / targets.calories) * 100)}% da sua meta diária)` : ""}.\n\n${nutritionBlock(analysis)}${warningsBlock(withoutUnread(analysis))}${caution}\n\nConfirme abaixo se quer registrar a refeição corrigida.`;
}

export const NO_FOOD_FOUND = [
  "Não consegui identificar alimentos na sua mensagem. Para eu calcular, descreva o que comeu com as quantidades, por exemplo:",
  "",
  "- *Comi 2 ovos cozidos e 1 pão francês*",
  "- *Almocei 4 colheres de sopa de arroz, 1 concha de feijão e 1 filé de frango grelhado*",
].join("\n");

/** A food question about something the food database does not have: say so, and how to get a count. */
export const FOOD_NOT_FOUND = [
  "Não encontrei esse alimento na minha base, então não tenho números confiáveis para ele. Se me disser os ingredientes e as quantidades, eu calculo, por exemplo:",
  "",
  "- *1 pão francês com 2 fatias de queijo branco e 1 fatia de peito de peru*",
].join("\n");

export const PHOTO_WITHOUT_VISION = [
  "Ainda não consigo enxergar fotos por aqui. Envie a foto com uma legenda descrevendo a refeição, ou escreva o que comeu com as quantidades, por exemplo:",
  "",
  "- *Prato com 4 colheres de arroz, 1 concha de feijão e 1 bife*",
].join("\n");

export function composeProfileRequired(): string {
  return `Para montar um plano ou dieta personalizada preciso do seu perfil nutricional completo (idade, peso, altura, sexo, nível de atividade e objetivo). [Preencher no site](${PROFILE_PATH})`;
}

/** An excluded group ("porco", "lombo", "bacon"…) said back as the person said it ("carne de porco"). */
const GROUP_LABELS: Readonly<Record<string, string>> = { porco: "carne de porco", camarao: "frutos do mar", "carne bovina": "carne vermelha", pintado: "peixes sem escamas" };

function saidAs(foods: readonly string[]): string[] {
  const out = new Set<string>();
  const groups = EXCLUSION_WORDS.map(([, members]) => members);
  for (const food of foods) {
    // "pintado" is both a fish and a scaleless one: the group left out whole is the one said ("sem peixes sem escamas").
    const group = groups.find((members) => members.includes(food) && members.every((m) => foods.includes(m))) ?? groups.find((members) => members.includes(food));
    out.add(group ? (GROUP_LABELS[group[0] as string] ?? (group[0] as string)) : food);
  }
  return [...out];
}

/** A regional plan's title carries its cuisine (decision 117): said back with the region's foods the plan really has. */
const CUISINE_FOODS: Readonly<Record<TMealPlanCuisine, readonly string[]>> = {
  MINEIRA: ["feijão", "couve", "quiabo", "angu", "fubá", "mandioca", "frango", "lombo", "queijo minas", "pão de queijo", "tutu"],
  NORDESTINA: ["cuscuz", "tapioca", "macaxeira", "inhame", "feijão de corda", "feijão verde", "queijo coalho", "carne seca", "carne de sol", "caju", "graviola", "pinha"],
  BAIANA: ["feijão fradinho", "aipim", "inhame", "cuscuz", "tapioca", "quiabo", "maxixe", "caju", "manga", "graviola", "peixe", "frango"],
  GAUCHA: ["feijão preto", "aipim", "batata", "polenta", "abóbora", "repolho", "bergamota", "uva", "maçã", "carne bovina"],
  NORTISTA: ["açaí", "farinha de mandioca", "pintado", "corvina", "mandioca", "pupunha", "tucumã", "cupuaçu", "tapioca", "castanha-do-pará"],
};

function cuisineApplied(plan: TMealPlan): string[] {
  const cuisine = MEAL_PLAN_CUISINES.find((c) => plan.title.endsWith(MEAL_PLAN_CUISINE_LABELS[c]));
  if (!cuisine) return [];
  // Only what is on the plan: a vegan plan of Minas food never says "frango, lombo".
  const names = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => foldText(i.food)))).join(" | ");
  const present = CUISINE_FOODS[cuisine].filter((food) => names.includes(foldText(food)));
  return [present.length > 0 ? `${MEAL_PLAN_CUISINE_LABELS[cuisine]} (${present.join(", ")})` : MEAL_PLAN_CUISINE_LABELS[cuisine]];
}

/** The sets of foods a plan leaves out for a reason (a kitchen, quick meals, a budget), each checked under its own name. */
const GROUP_NAMES: readonly [readonly string[], string][] = [
  [KITCHEN_AVOID.quick, "só preparos rápidos"],
  [KITCHEN_AVOID.microwave, "nada que precise de forno, grelha ou frigideira"],
  [KITCHEN_AVOID.none, "nada que vá ao fogo no café e nos lanches"],
  [BUDGET_AVOID, "sem os itens caros"],
  [STAPLES_AVOID, "só o básico da cesta"],
];
const planGroups = (plan: TMealPlan) => GROUP_NAMES.filter(([words]) => words.every((w) => plan.avoidFoods.includes(w))).map(([words, what]) => ({ what, words }));

/** A kitchen's foods left out are said in their own line ("Só micro-ondas: …"), not as foods the person avoids. */
const KITCHEN_WORDS: ReadonlySet<string> = new Set(Object.values(KITCHEN_AVOID).flat());

/** What the plan was built around, said back so the person can check it: diets, conditions, foods left out, meals, budget. */
function planApplied(plan: TMealPlan, profile: TNutritionProfile | undefined, failed: ReadonlySet<TPlanCheckKind> = new Set()): string {
  const budget = BUDGET_AVOID.every((f) => plan.avoidFoods.includes(f));
  const disliked = profile?.dislikedFoods ?? [];
  const gastric = GASTRIC_AVOID.every((f) => disliked.includes(f));
  // "só com o que vem na cesta básica": the foods a cesta never brings are its line, not foods the person avoids (decision 221).
  const staples = STAPLES_AVOID.every((f) => plan.avoidFoods.includes(f));
  const left = saidAs([...disliked.filter((f) => !gastric || !GASTRIC_AVOID.includes(f)), ...plan.avoidFoods.filter((f) => !BUDGET_AVOID.includes(f) && !KITCHEN_WORDS.has(f) && !(staples && STAPLES_AVOID.includes(f)))]);
  const diets = new Set([...(profile?.dietaryRestrictions ?? []), ...(Object.keys(profile?.allergyDetails ?? {}) as TDietaryRestriction[])]);
  // A day's energy said in the conversation ("minha nutri falou 1600"), not the profile's estimate: said back with both.
  const estimate = profile && plan.meals.length > 1 ? computeTargets(profile)?.calories : undefined;
  const own = estimate !== undefined && Math.abs(plan.targets.calories - estimate) > 30 ? [`${num(plan.targets.calories)} kcal por dia, pelo que você me disse (a estimativa do seu perfil seria ${num(estimate)} kcal)`] : [];
  const said = [
    ...own,
    // A diet, a food or an allergen the check found on some day is said in the check's own line, not here.
    ...[...diets].filter((d) => !failed.has(["LOW_CARB", "KETO"].includes(d) ? "lowCarb" : "diet")).map((d) => DIETARY_RESTRICTION_LABELS[d].toLowerCase()),
    ...(profile?.healthConditions ?? []).map((c) => `cuidado com ${HEALTH_CONDITION_LABELS[c].toLowerCase()}`),
    ...(gastric ? ["cuidado com a gastrite (sem café, pimenta, refrigerante, frituras e embutidos)"] : []),
    ...(left.length > 0 && !failed.has("avoid") && !failed.has("component") ? [`sem ${left.slice(0, 6).join(", ")}`] : []),
    // Allergens said in the conversation that no diet label above already names ("sem ovo", "sem amendoim").
    ...(failed.has("component") ? [] : (profile?.avoidComponents ?? [])).filter((c) => !["gluten", "wheat", "lactose", "animal", "meat"].includes(c)).map((c) => `sem ${FOOD_COMPONENT_LABELS[c]}`),
    ...(plan.meals.length !== MEAL_SLOTS.length && plan.meals.length > 1 ? [`${plan.meals.length} refeições por dia`] : []),
    ...(staples ? ["só o que costuma vir na cesta básica (arroz, feijão, macarrão, farinha e fubá, pão francês, leite, ovo, frango, carne de segunda, sardinha, banana e as frutas e legumes mais baratos), sem iogurte, queijos, castanhas, peixes caros nem azeite"] : []),
    ...(budget && !staples ? ["alimentos básicos e baratos de mercado (deixei de fora salmão, camarão, castanhas, frutas vermelhas, quinoa e outros itens caros)"] : []),
    ...cuisineApplied(plan),
  ];
  return said.length > 0 ? `Levei em conta: ${said.join("; ")}.` : "";
}

/** With diabetes, the carbohydrate of each meal of the first day: what insulin doses and glucose checks are planned around. */
function carbsPerMeal(plan: TMealPlan): string {
  const day = plan.days[0];
  if (!day) return "";
  const meals = day.meals.map((m) => `${m.name.toLowerCase()} ${num(Math.round(m.totals.carbohydrates))} g`);
  return `Carboidratos por refeição no ${day.label.toLowerCase()}: ${meals.join(", ")} (os outros dias estão no plano, refeição por refeição). Se você usa insulina rápida, a dose segue a sua relação insulina/carboidrato combinada com a equipe que acompanha o diabetes.`;
}

/** A plan the chat created through the same path as POST /api/meal-plans (issue 6), with a link to open it. */
export function composePlanCreated(plan: TMealPlan, profile: TNutritionProfile | undefined, caution: string, askedCalories: number | null = null): string {
  // Checked over every day before a word is said of it (decision 162): a failed check is said plainly, never "levei em conta".
  const checks = checkPlan(plan, { calories: plan.meals.length > 1 ? askedCalories : null, profile, avoid: plan.avoidFoods, groups: planGroups(plan) });
  const checked = composePlanCheck(checks, plan);
  const applied = planApplied(plan, profile, new Set(checks.filter((c) => !c.ok).map((c) => c.kind)));
  // In pregnancy and while nursing the targets carry no deficit: the plan is never said to be "pensado para perder peso".
  const stage = profile?.healthConditions?.includes("PREGNANCY") ? "a gestação" : profile?.healthConditions?.includes("LACTATION") ? "a amamentação" : null;
  const goal = stage && profile?.goal === "WEIGHT_LOSS" ? null : profile?.goal ? GOAL_LABELS[profile.goal as TGoal].toLowerCase() : null;
  const noDeficit = stage && profile?.goal === "WEIGHT_LOSS" ? `, sem déficit calórico, como pede ${stage}` : "";
  const days = `${plan.dayCount} ${plan.dayCount === 1 ? "dia" : "dias"}`;
  const { targets } = plan;
  // A plan of one meal of the day ("7 dias de marmita"): its figures are that meal's, not the day's.
  const only = plan.meals.length === 1 ? MEAL_SLOT_LABELS[plan.meals[0]!].toLowerCase() : null;
  const lead = only
    ? `Pronto! Criei seu plano de **${days}** só com o **${only}**, cerca de **${num(targets.calories)} kcal em cada ${only}**${goal ? `, pensado para o objetivo de **${goal}**` : ""}. As outras refeições do dia ficam por sua conta.`
    : `Pronto! Criei seu plano alimentar de **${days}** com cerca de **${num(targets.calories)} kcal por dia**${goal ? `, pensado para o objetivo de **${goal}**` : noDeficit}.`;
  return (
    [
      lead,
      "",
      `${only ? `Em cada ${only}` : "Por dia"}: ${num(targets.protein)} g de proteínas, ${num(targets.carbohydrates)} g de carboidratos e ${num(targets.fat)} g de gorduras.`,
      "",
      ...(applied ? [applied, ""] : []),
      ...(checked ? [checked, ""] : []),
      ...(!only && profile ? belowResting(targets.calories, computeTargets(profile)) : []),
      ...(profile?.healthConditions?.includes("DIABETES") ? [carbsPerMeal(plan), ""] : []),
      `Veja as refeições, troque itens e gere a lista de compras em [${plan.title}](${MEAL_PLAN_PATH(plan.id)}).`,
    ].join("\n") + caution
  );
}

/**
 * A day's energy asked below what the body spends at rest: said plainly, with the estimated target offered instead. A
 * plan at the estimate itself offers nothing else, so it is never warned against.
 */
function belowResting(calories: number, own: TTargets | null): string[] {
  if (!own || calories >= own.restingEnergy - 20 || Math.abs(calories - own.calories) <= 20) return [];
  return [
    `⚠️ **${num(calories)} kcal por dia fica abaixo do que o seu corpo gasta só em repouso (cerca de ${num(Math.round(own.restingEnergy))} kcal).** Dá para seguir por pouco tempo, mas comer abaixo disso por semanas costuma tirar músculo, dar fome e cansaço e levar ao efeito sanfona. Para perder peso de um jeito sustentável, a sua meta estimada é de cerca de **${num(own.calories)} kcal**; se quiser, monto o plano com ela.`,
    "",
  ];
}

/** The allowance's own message (it carries 'Trial plan limit reached' or 'Subscription plan limit reached', 001 §8). */
export function composePlanLimit(limitMessage: string): string {
  return `${limitMessage}\n\nSeus planos já criados continuam em [Planos alimentares](${MEAL_PLANS_PATH}).`;
}

export function composeTargets(targets: TTargets, caution: string, intro = "Com base no seu perfil, estas são suas metas diárias estimadas:"): string {
  const lines = [
    intro,
    "",
    bullets([
      `**Energia:** ${num(targets.calories)} kcal (gasto estimado de ${num(targets.maintenanceCalories)} kcal)`,
      `**Proteínas:** ${num(targets.protein)} g`,
      `**Carboidratos:** ${num(targets.carbohydrates)} g`,
      `**Gorduras:** ${num(targets.fat)} g`,
      `**Fibras:** pelo menos ${num(targets.fiber)} g`,
      `**Sódio:** até ${num(targets.sodiumLimit)} mg`,
    ]),
  ];
  if (targets.notes.length > 0) lines.push("", bullets(targets.notes));
  lines.push("", "São estimativas (fórmula de Mifflin-St Jeor); um nutricionista pode ajustá-las à sua rotina.");
  return lines.join("\n") + caution;
}

export function composeEnergy(targets: TTargets, caution: string): string {
  return [
    `Seu gasto energético diário estimado é de **${num(targets.maintenanceCalories)} kcal**: cerca de ${num(targets.restingEnergy)} kcal do metabolismo em repouso (fórmula de Mifflin-St Jeor, com seu peso, altura, idade e sexo) multiplicados por ${num(targets.activityFactor)} pelo seu nível de atividade.`,
    "",
    targets.calories < targets.maintenanceCalories
      ? `Para o seu objetivo, a meta é de **${num(targets.calories)} kcal por dia**, um déficit moderado e seguro.`
      : `Sua meta diária é de **${num(targets.calories)} kcal**.`,
    "",
    "É uma estimativa: o gasto real varia com a rotina, o sono e a composição corporal. Um nutricionista pode ajustar.",
  ].join("\n") + caution;
}

const CAPABILITIES = bullets([
  "calcular calorias e macros do que você comeu (*comi 2 ovos e 1 pão francês*);",
  "dizer o que um alimento contém (calorias, proteína, glúten, lactose, alérgenos) com a fonte dos números;",
  "responder se um alimento combina com suas alergias, restrições e condições de saúde;",
  "mostrar suas metas, seu gasto energético e como está o seu dia;",
  "montar um plano alimentar a partir do seu perfil.",
]);

/** "bom dia kkk esqueci de falar oi" while a card waits: the greeting back, and the card kept, not the whole introduction. */
function greetingBeside(folded: string, name: string | null): string {
  const hello = /^boa tarde\b/.test(folded) ? "Boa tarde" : /^boa noite\b/.test(folded) ? "Boa noite" : /^bom dia\b/.test(folded) ? "Bom dia" : "Oi";
  return `${hello}${name ? `, ${name}` : ""}! 😊 ${CARD_STILL_OPEN}`;
}

export function composeSmallTalk(folded: string, name: string | null, cardOpen = false): string {
  if (/\b(obrigad|valeu|vlw|brigad|obg)/.test(folded)) return `De nada${name ? `, ${name}` : ""}! Conte comigo sempre que quiser falar de alimentação. 😊`;
  if (/\b(medic\w*|nutricionista|humano|humana|robo|gente|real|ia)\b/.test(folded)) return ["Não sou médico nem nutricionista: sou o assistente virtual de nutrição do NutriGuia. Uso a tabela de alimentos e referências oficiais para responder, mas não substituo uma consulta. Posso:", "", CAPABILITIES].join("\n");
  if (/\b(tchau|ate logo|ate mais|ate amanha)\b/.test(folded)) return "Até logo! Quando quiser, é só me contar o que comeu ou mandar sua dúvida de nutrição.";
  const introduced = introducedName(folded, folded);
  if (introduced) return `Prazer, ${introduced}! Sou o assistente de nutrição do NutriGuia. Quando quiser, me conte o que comeu ou mande sua dúvida de alimentação.`;
  if (cardOpen && LAUGH.test(folded)) return `😄 ${CARD_STILL_OPEN}`;
  if (LAUGH.test(folded)) return "😄 Quando quiser, é só me contar o que comeu ou mandar sua dúvida de alimentação.";
  if (JUST_NO.test(folded)) return "Tudo bem! Quando quiser, é só me contar o que comeu ou mandar sua dúvida de alimentação.";
  if (/^(ok|okay|beleza|blz|show|legal|otimo|perfeito|entendi|certo|combinado|top|massa)/.test(folded) || SHORT_REPLY.test(folded)) return "Combinado! Se precisar, estou aqui para ajudar com sua alimentação.";
  if (cardOpen) return greetingBeside(folded, name);
  return [`Olá${name ? `, ${name}` : ""}! Sou o assistente de nutrição do NutriGuia. Posso:`, "", CAPABILITIES].join("\n");
}

export function composeOutOfScope(): string {
  return [
    "Esse assunto está fora do que eu faço: sou um assistente de **nutrição e alimentação**. Posso:",
    "",
    CAPABILITIES,
    "",
    "Para diagnósticos, remédios ou assuntos de saúde fora da alimentação, procure um profissional de saúde.",
  ].join("\n");
}

/** A nutrition question the knowledge base does not cover: say so, never the nearest unrelated entry. */
export function composeNotCovered(hasAllergies = false): string {
  return [
    "Não tenho uma resposta verificada para essa pergunta de nutrição na minha base, e prefiro não arriscar. O que posso fazer:",
    ...(hasAllergies
      ? ["", "⚠️ **Se a dúvida é sobre um alimento e as suas alergias ou restrições:** leia a lista de ingredientes e o aviso de alérgenos do rótulo (\"ALÉRGICOS: CONTÉM…\" / \"PODE CONTER…\"). Na dúvida, não consuma."]
      : []),
    "",
    CAPABILITIES,
    "",
    "Se quiser, reformule citando o alimento ou o assunto (por exemplo, *quanta proteína tem o ovo?*). Para dúvidas de saúde específicas, um nutricionista pode ajudar.",
  ].join("\n");
}
