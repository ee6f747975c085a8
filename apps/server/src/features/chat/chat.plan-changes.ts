import { readPlanEdit } from "./understand/plan-edit";
import { turnOf } from "./chat.turn";
import { MEAL_SLOT_LABELS, type TMealPlan, type TMealSlot } from "@nutriguia/domain";
import type { TNutritionProfile } from "@nutriguia/nutrition";
import { foldText } from "./chat.text";
import type { TTurn, TTurnContext, TRead } from "./chat.pipeline";
import type { TPlanOutcome } from "./facts/gather-facts";
import { composePlanAdjust, composePlanLeftOut } from "./compose/compose-plan-adjust";
import { composePlanDay, composePreferred, composeRepeatAtCreation } from "./compose/compose-plan-day";
import { composePlanRepeat } from "./compose/compose-plan-repeat";
import { composePlanReshape } from "./compose/compose-plan-reshape";
import { composePlanTime } from "./compose/compose-plan-time";
import { readPlanAdjust } from "./facts/plan-adjust";
import { KITCHEN_AVOID, readPlanConstraints } from "./facts/plan-constraints";
import { composePlanConstraints } from "./compose/compose-plan-constraints";
import { withEditCheck } from "./compose/compose-plan-check";
import { readPlanDay } from "./understand/plan-day-hours";
import { preferredAs, readPlanPrefer } from "./understand/plan-prefer";
import { readPlanRepeat, type TPlanRepeat } from "./understand/plan-repeat";
import { readPlanReshape } from "./understand/plan-reshape";
import { readPlanTimes } from "./understand/plan-time";
import { readPlanDayOut } from "./understand/plan-day-out";
import { requestedPlanDays } from "./understand/understand";
import { composePlanDayOut } from "./compose/compose-plan-day-out";
import { composeBariatricPlan, composeInsulinCut } from "./compose/compose-plan-referral";
import { composePlanForOther, readOther } from "./compose/compose-plan-for-other";
import { composePlanCreated, composePlanLimit } from "./compose/compose-replies";
import { remakeWithDiet } from "./facts/lactose-free-plan";
import { asksLowCarbPlan, quickMealAsked } from "./understand/plan-style";
import { weekdaysSaid } from "./understand/weekdays-said";
import { composeDaysRedrawn, readDayRedraw, redrawDays } from "./chat.plan-day-redraw";
import { shapeAskedMeals } from "./chat.plan-asked-shape";
import { composePlanQuick } from "./compose/compose-plan-quick";
import { CHEAP_COUNTERPARTS, EATING_WINDOW, readPlanAsk } from "./facts/plan-request";
import { readRicherMeal } from "./understand/plan-richer";
import { composePlanRicher } from "./compose/compose-plan-richer";
import { mealAddedTurn } from "./chat.plan-add-meal";
import { kcalEditAgainst } from "./chat.plan-kcal-edit";
import { saidEarlierLines, withoutKcalSaid } from "./chat.plan-said-earlier";

const FASTING_CAUTION =
  "Sobre o jejum: ele ajuda quem come menos assim, não por um efeito especial, e não é indicado para gestantes, lactantes, crianças e adolescentes, quem tem histórico de transtorno alimentar e quem usa insulina ou remédios que causam hipoglicemia sem orientação médica.";

/** "só de almoço e janta": the creation reply says the meals chosen, its figures theirs, the other meals the person's own. */
function composeChosenMeals(content: string, meals: readonly TMealSlot[]): string {
  const names = meals.map((m) => MEAL_SLOT_LABELS[m].toLowerCase());
  const said = `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  return content
    .replace(/^(Pronto! Criei seu plano) alimentar (de \*\*[^*]+\*\*) com cerca de \*\*([\d.]+) kcal por dia\*\*([^\n]*?)\.(?=\n|$)/, `$1 $2 só com **${said}**, cerca de **$3 kcal somando essas refeições**$4. As outras refeições do dia ficam por sua conta.`)
    .replace(/^Por dia: /m, "Somando essas refeições: ")
    // The day's resting energy, a daily kcal "said" and a count of meals a day are no yardstick for part of the day.
    .replace(/^⚠️ \*\*[\d.]+ kcal por dia fica abaixo[^\n]*\n\n?/m, "")
    .replace(/[\d.]+ kcal por dia, pelo que você me disse \([^)]*\)(?:; )?|\d refeições por dia(?:; )?/g, "")
    .replace(/^Levei em conta: ?(?:; )?\.?\n\n?/m, "")
    .replace(/; \.$/m, ".");
}

const planTurn = (content: string): TTurn => turnOf("PLAN_REQUEST", content, "builtin");

/**
 * "o jantar tá pesado", "quero 5 refeições", "faz mais barato", "não como peixe" after a plan: the same plan changed
 * (decision 119), read on the message as typed, never merged into the plan request before it.
 */
async function adjustTurn(read: TRead, planId: string, link: string, ctx: TTurnContext): Promise<TTurn | null> {
  const adjust = readPlanAdjust(ctx.text);
  // A diet or an allergy said ("sou vegetariana", "sou alérgica a camarão") remakes the plan with it (decision 115).
  if (adjust?.kind === "avoid" && (read.u.stated.diets.length > 0 || read.u.stated.avoid.length > 0)) return null;
  if (adjust?.kind === "shape" && ctx.adjustPlan) {
    const adjusted = await ctx.adjustPlan(planId, adjust.ask);
    return adjusted ? planTurn(composePlanAdjust(adjust.ask, adjusted, link)) : null;
  }
  if (adjust?.kind === "avoid" && ctx.redrawPlanMeal) {
    const edit = { slot: null, days: "all" as const, weekdays: [], avoid: adjust.foods, want: adjust.budget ? CHEAP_COUNTERPARTS : [], onlyNamed: true, common: adjust.budget, remember: true };
    const redraw = await ctx.redrawPlanMeal(planId, edit);
    return redraw ? planTurn(withEditCheck(composePlanLeftOut(adjust, redraw, link), redraw.plan, read.facts.profile)) : null;
  }
  return null;
}

/**
 * "monta um plano pro meu marido, ele é celíaco e não come porco", then "ele tem 40 anos, 90 kg, 1,80, é pedreiro": a plan
 * with his energy and what he leaves out (decision 135), never the person's own calories. The person's own restrictions
 * still join it (the plan is cooked in the same house); nothing of his is saved to the profile.
 */
async function planForOtherTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  const asked = read.previous?.type === "plan-request" && read.u.type !== "plan-request" ? read.previous : null;
  const other = asked && ctx.profileComplete ? readOther(ctx.text, asked.text, read.u.earlier) : null;
  if (!asked || !other) return null;
  const ask = readPlanAsk(asked.folded, asked.planDays);
  const celiac = /\b(celiac[oa]|doenca celiaca|sem gluten)\b/.test(asked.folded);
  const profile: TNutritionProfile = { age: other.age, weight: other.weight, height: other.height, gender: other.gender, activityLevel: other.activityLevel, goal: other.goal, ...(celiac ? { dietaryRestrictions: ["GLUTEN_FREE"], healthConditions: ["CELIAC_DISEASE"] } : {}) };
  const outcome = await ctx.createPlan(ask.request, { profile, calories: other.targets.calories });
  if (outcome.kind === "limit") return planTurn(composePlanLimit(outcome.message));
  const leftOut = [...(celiac ? ["sem glúten"] : []), ...saidLeftOut(ask.request.avoidFoods ?? [])];
  return planTurn(composePlanForOther(other, outcome.plan, leftOut));
}

/** The foods left out as said back: a group by its first word ("sem porco"), the others by name. */
function saidLeftOut(foods: readonly string[]): string[] {
  return foods.length === 0 ? [] : foods.length > 4 ? [`sem ${foods[0]}`] : [`sem ${foods.join(", ")}`];
}

/** "pode ser pra 7 dias", "faz pra 5 dias", "só 3 dias": the plan's length said again, nothing else. */
const DAYS_RESTATED = /^(?:(?:e|mas|entao|ah|ok|blz|beleza) )*(?:pode ser|faz|faca|quero|queria|deixa|monta|so|somente|apenas|e)? ?(?:pra|para|de|com|em|por)? ?((?:\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete) (?:dias?|semanas?))(?: (?:por favor|pfv|pf|entao|tambem|mesmo))?$/;

/** "quero manter as calorias", "mantém as mesmas calorias": nothing else asked. */
const KEEP_CALORIES = /^(?:(?:e|mas|ok|quero|queria|pode|so|por favor|mas) )*(?:manter|mantem|mantenha|mantendo|mesmas?|sem mudar|nao muda)(?: as| a)?(?: mesmas?)? (?:calorias|kcal)(?: por favor| pfv)?$/;

/** The linked plan's days and energy a day, from its title in the replies ("[Plano de 7 dias · 1524 kcal](/meal-plans/…)"). */
function planTitleOf(ctx: TTurnContext, link: string): { days: number; kcal: string | null } | null {
  const title = ctx.conversation.turns.filter((t) => t.direction === "OUTGOING" && t.content.includes(`](${link})`)).at(-1)?.content.match(/\[Plano de (\d+) dias?\b(?: · ([\d.]+) kcal\])?/);
  return title ? { days: Number(title[1]), kcal: title[2] ?? null } : null;
}

/**
 * A plan that needs a professional first (decision 135), then changes to the plan the conversation links to that no redraw makes (decision 117): meal hours ("almoço às 11h"), a
 * meal repeated ("repete o almoço 2 dias seguidos pra marmita"), a meal taken out or a food made smaller ("tira o lanche
 * da manhã", "menos arroz no jantar"), and the edits of decision 119. Null when the message asks none of them.
 */
export async function planChangeTurn(read: TRead, ctx: TTurnContext): Promise<TTurn | null> {
  // A plan asked with insulin and a cut needs the diabetes team first (decision 135): the reason and who to see, no plan.
  // After (or before) a bariatric operation, the team's phases and volumes come first (decision 193).
  const asked = `${read.u.earlier ?? ""} ${read.u.folded}`;
  const referral = read.u.type === "plan-request" ? (composeBariatricPlan(asked, read.facts) ?? composeInsulinCut(asked, read.u.requestedCalories, read.facts)) : null;
  if (referral) return planTurn(referral);
  const forOther = await planForOtherTurn(read, ctx);
  if (forOther) return forOther;
  const link = read.planLink;
  if (!link) return null;
  const { u } = read;
  const planId = link.replace("/meal-plans/", "");
  // "o café da manhã pode ser uma vitamina?", "o lanche quero um shake": the meal made to drink is the edit's (decision 221).
  if (u.type !== "plan-request" && readPlanEdit(u.text, 7)?.liquid) return null;
  const toldAfter = (await mealAddedTurn(read, ctx, planId, link)) ?? kcalEditAgainst(read, ctx, link);
  if (toldAfter) return toldAfter;
  // "agora deixa ela low carb", "da pra diminuir o carbo?": the plan made again with little carbohydrate, checked day by day.
  if (u.type !== "plan-request" && asksLowCarbPlan(u.folded)) {
    const remade = await remakeWithDiet(u, read.facts, "LOW_CARB", ctx.createPlan);
    if (remade?.outcome.kind === "limit") return planTurn(composePlanLimit(remade.outcome.message));
    if (remade?.outcome.kind === "created") return { ...planTurn(`Refiz o plano com **pouco carboidrato (low carb)**; o anterior continua em Planos alimentares.\n\n${composePlanCreated(remade.outcome.plan, remade.profile, "")}`), isGeneratingMealPlan: true };
  }
  // "na sexta eu almoço fora com o pessoal": the plan stays, with how to choose there; never a meal nor an article.
  // "quinta e sexta eu almoço fora, tira o almoço desses dias": the meal taken out, not a meal eaten out to choose well.
  // "quero uma janta rápida de 15 min": what takes long taken out of that meal on every day, then checked.
  const quick = u.type === "plan-request" || !ctx.redrawPlanMeal ? undefined : quickMealAsked(u.folded);
  if (quick !== undefined) {
    // "janta rápida de segunda a sexta", "só almoço rápido durante a semana, fim de semana tenho tempo": the days of the clause that asks it.
    const weekdays = weekdaysSaid(u.folded.split(/[,;.]/).find((c) => quickMealAsked(c) !== undefined) ?? u.folded);
    const redraw = await ctx.redrawPlanMeal!(planId, { slot: quick, days: weekdays.length > 0 ? [] : "all", weekdays, avoid: [...KITCHEN_AVOID.quick], want: [], onlyNamed: true, common: false });
    if (redraw) return planTurn(composePlanQuick(quick, redraw, link, read.facts.profile, weekdays));
  }
  // "no sábado e domingo quero janta mais caprichada": that meal bigger on those days, each day's energy kept.
  const richer = u.type === "plan-request" || !ctx.adjustPlan ? null : readRicherMeal(u.folded);
  const enriched = richer ? await ctx.adjustPlan!(planId, { kind: "richer", ...richer }) : null;
  if (richer && enriched) return planTurn(composePlanRicher(enriched, richer.weekdays, link));
  // "muda o domingo", "refaz o sábado todo": every meal of that day drawn again, the other days kept.
  const dayAnew = u.type === "plan-request" ? null : readDayRedraw(u.folded);
  const daysRedrawn = dayAnew ? await redrawDays(planId, dayAnew, ctx) : null;
  if (daysRedrawn) return planTurn(withEditCheck(composeDaysRedrawn(daysRedrawn, link), daysRedrawn.plan, read.facts.profile));
  const dayOut = readPlanReshape(u.text)?.kind === "drop" ? null : readPlanDayOut(u.text);
  if (dayOut) return planTurn(composePlanDayOut(dayOut, link));
  // "pode ser pra 7 dias" after a plan of 7 days: it already is; another count makes the plan again (the request, merged).
  const days = DAYS_RESTATED.exec(foldText(ctx.text));
  const held = days ? (planTitleOf(ctx, link)?.days ?? null) : null;
  if (days && held !== null && requestedPlanDays(days[1]!) === held) return planTurn(`O seu plano já é de **${held} ${held === 1 ? "dia" : "dias"}**: está em [seu plano](${link}). Se quiser outro período, me diga quantos dias.`);
  // "quero manter as calorias", "mantém as calorias" after a plan: it already keeps them, each day.
  const kcal = KEEP_CALORIES.test(foldText(ctx.text)) ? (planTitleOf(ctx, link)?.kcal ?? null) : null;
  if (kcal) return planTurn(`As calorias continuam as mesmas: cada dia de [seu plano](${link}) tem cerca de **${kcal} kcal**, com as porções ajustadas para isso. Se quiser outro valor, me diga quantas calorias.`);
  const said = readPlanTimes(u.text);
  // "o jantar tem que ser até 19h" after "acordo 5h e trabalho até as 14h": the hours said before still hold.
  const before = said.length > 0 ? (readPlanDay(u.earlier ?? "")?.times ?? []) : [];
  const times = [...said, ...before.filter((b) => !said.some((t) => t.slot === b.slot))];
  if (times.length > 0) return planTurn(composePlanTime(times, (await ctx.planSlots?.(planId)) ?? null, link, `${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`));
  // "e os horários? acordo 7h", "trabalho das 14h às 22h" after a plan: its meals laid out at hours that fit that day.
  // "eu trabalho de madrugada, durmo de dia": a night shift said with no hours gets the night's order of the meals.
  const night = u.type !== "plan-request" && readPlanConstraints(u.folded).nightShift;
  const day = u.type === "plan-request" ? null : (readPlanDay(u.text) ?? (night ? { times: [], asked: false, shiftEnd: null, night: true } : null));
  const slots = day && (day.night || day.times.length > 0 || day.asked || day.awake) ? await ctx.planSlots?.(planId) : null;
  if (day && slots) return planTurn(`${composePlanDay(readPlanDay(u.text, u.earlier ?? "") ?? day, slots)}\n\nOs alimentos e as quantidades de [seu plano](${link}) continuam os mesmos.`);
  const adjusted = await adjustTurn(read, planId, link, ctx);
  if (adjusted) return adjusted;
  // Read as typed: "pode ser com frango" after "quero repetir o almoço de seg a sex" is no second repeat (decision 135).
  const repeat = ctx.repeatPlanMeal ? readPlanRepeat(ctx.text) : null;
  const repeated = repeat ? await ctx.repeatPlanMeal!(planId, repeat) : null;
  if (repeat && repeated) return planTurn(composePlanRepeat(repeat, repeated, link));
  const reshape = ctx.reshapePlan ? readPlanReshape(u.text) : null;
  const reshaped = reshape ? await ctx.reshapePlan!(planId, reshape) : null;
  return reshape && reshaped ? planTurn(composePlanReshape(reshape, reshaped, link)) : null;
}

/**
 * Foods asked for that the generator's draw left out ("mandioca"): put in the lunch, dinner or breakfast of every other
 * day, through 117's "coloca X no almoço" (each day rebalanced). How many days each went on, by the food as said.
 */
async function putAskedFoods(asked: readonly string[], plan: TMealPlan, ctx: TTurnContext): Promise<Map<string, number>> {
  const put = new Map<string, number>();
  if (!ctx.redrawPlanMeal) return put;
  const days = plan.days.filter((_, k) => k % 2 === 0).map((d) => d.day);
  const daysWith = (food: string) => plan.days.filter((d) => d.meals.some((m) => m.items.some((i) => foldText(i.food).includes(foldText(preferredAs(food)))))).length;
  // Drawn on fewer than two days ("mandioca" once in the week): put on every other day too.
  for (const food of asked.filter((f) => !/^(legumes?|verduras?|salada|hortalicas?|vegetais)$/.test(f) && daysWith(f) < 2)) {
    for (const slot of (["LUNCH", "DINNER", "BREAKFAST"] as const).filter((s) => plan.meals.includes(s))) {
      const redraw = await ctx.redrawPlanMeal(plan.id, { slot, days, weekdays: [], avoid: [], want: [preferredAs(food)], onlyNamed: false, common: false, add: true });
      const count = new Set(redraw?.changed.map((c) => c.day) ?? []).size;
      if (count > 0) {
        put.set(food, count);
        break;
      }
    }
  }
  return put;
}

/**
 * "o mesmo almoço de seg a sex, com frango e arroz integral": the foods asked go into the meal that is copied, before it
 * is copied (decision 135), so every repeated day has them.
 */
async function putInRepeatedMeal(asked: readonly string[], repeat: TPlanRepeat, plan: TMealPlan, ctx: TTurnContext): Promise<void> {
  const source = repeat.ask.kind === "days" ? { days: [] as number[], weekdays: [repeat.ask.from] } : repeat.ask.kind === "all" ? { days: [plan.days[0]!.day], weekdays: [] } : null;
  if (!source || !ctx.redrawPlanMeal) return;
  for (const food of asked.filter((f) => !/^(legumes?|verduras?|salada|hortalicas?|vegetais)$/.test(f))) {
    await ctx.redrawPlanMeal(plan.id, { slot: repeat.slot, ...source, avoid: [], want: [preferredAs(food)], onlyNamed: false, common: false, add: true });
  }
}

/**
 * A plan request that also shapes the plan (decision 119): "quero repetir o mesmo almoço de seg a sex" repeats it on the
 * new plan, "acordo 5h e trabalho até as 14h, com horários" lays its day out at hours, "pode ser com frango e mandioca" says
 * which foods asked the plan has; a kcal ceiling, a budget, the kitchen and a marmita said then or earlier are said back
 * (decision 126). The lines join the creation reply
 * before its link; the reply as it was when the request asks neither.
 */
export async function withPlanRequestShape(reply: { content: string }, read: TRead, plan: TPlanOutcome | null | undefined, ctx: TTurnContext): Promise<string> {
  if (read.u.type !== "plan-request" || plan?.kind !== "created") return reply.content;
  const asked = readPlanPrefer(read.u.text);
  const scope = readPlanAsk(`${read.u.earlier ?? ""} ${read.u.folded}`, read.u.planDays);
  const content = withoutKcalSaid(scope.onlyMeal && plan.plan.meals.length > 1 ? composeChosenMeals(reply.content, plan.plan.meals as TMealSlot[]) : reply.content, read, plan.plan);
  const lines: string[] = [composePreferred(asked, plan.plan, await putAskedFoods(asked, plan.plan, ctx))];
  if (scope.workweek) lines.push("O plano vai **de segunda a sexta** (5 dias), começando na próxima segunda-feira; o fim de semana fica por sua conta.");
  const repeat = ctx.repeatPlanMeal ? readPlanRepeat(read.u.text) : null;
  if (repeat) await putInRepeatedMeal(asked, repeat, plan.plan, ctx);
  const repeated = repeat ? await ctx.repeatPlanMeal!(plan.plan.id, repeat) : null;
  if (repeated) lines.push(composeRepeatAtCreation(repeated));
  const constraints = readPlanConstraints(`${read.u.earlier ?? ""} ${read.u.folded}`);
  // A night shift said earlier in the conversation ("faço plantão noturno") orders the new plan's day too.
  // "faz um plano com os horários do meu plantão" after "trabalho plantão noturno 19 às 7": that night's order, not a day's clock.
  const said = readPlanDay(ctx.text, read.u.earlier ?? "");
  const day = constraints.nightShift ? { times: [], asked: false, shiftEnd: null, ...said, night: true } : said;
  if (day) lines.push(composePlanDay(day, plan.plan.meals as TMealSlot[]));
  lines.push(composePlanConstraints(constraints, plan.plan), ...saidEarlierLines(read, plan.plan));
  lines.push(...(await shapeAskedMeals(`${read.u.earlier ?? ""} ${read.u.folded}`, plan.plan, ctx)));
  // The window's meals come with who it is not for (the knowledge base's answer on intermittent fasting).
  if (EATING_WINDOW.test(`${read.u.earlier ?? ""} ${read.u.folded}`)) lines.push(FASTING_CAUTION);
  const added = lines.filter(Boolean);
  if (added.length === 0) return content;
  const at = content.indexOf("Veja as refeições");
  return at < 0 ? `${content}\n\n${added.join("\n\n")}` : `${content.slice(0, at)}${added.join("\n\n")}\n\n${content.slice(at)}`;
}
