import { analyze, computeTargets, getFood, type TMealAnalysis } from "@nutriguia/nutrition";
import { oneMoreAsked, ownDailyCalories, readFitsTheDay, type TFitsTheDay } from "../understand/fits-the-day";
import { occasionFood, readHowMuchFits, type THowMuchFits } from "../understand/how-much-fits";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { foldText } from "../chat.text";
import { slotOfMeal } from "../understand/meal-question";
import { cautionBlock } from "./cautions";
import { ALCOHOL_IN_PREGNANCY, ALCOHOL_WHILE_NURSING } from "./condition-notes";
import { SLOT_NAME, SLOT_SHARE } from "./compose-meal-question";
import { num, PROFILE_PATH } from "./format";

type TDayCalories = { calories: number; sodium?: number; count: number; unconfirmed?: { calories: number; count: number } };

const NOTHING_LOGGED = "Nada foi registrado: se comer, me conte e eu somo no seu dia.";
const ALCOHOL_NOTE = "Bebida alcoólica: se beber, que seja com moderação, intercalando com água e comendo junto, e nunca ao dirigir; o álcool soma calorias sem nutrientes e abre o apetite.";

/** "cachorro quente", "coxinha e caldo de cana": what the person may eat, as the tables name it. */
function named(items: readonly { food: string }[]): string {
  const names = items.map((i) => i.food.toLowerCase());
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} e ${names.at(-1)!}`;
}

/**
 * The room left in the day against a meal the person may still eat: its calories, what the day already holds (open
 * cards included), and whether it fits under their target (the one they said, or the profile's). Nothing is logged.
 */
function composeFitsTheDay(ask: TFitsTheDay, meal: TMealAnalysis, day: TDayCalories, facts: TUserFacts): string {
  const kcal = Math.round(meal.totals.calories);
  const name = named(meal.items);
  const lead = `**${name[0]!.toUpperCase()}${name.slice(1)}** (${meal.items.map((i) => i.measure.replace(/ \(porção padrão\)/, "")).join("; ")}) ${meal.items.length > 1 ? "somam" : "tem"} cerca de **${num(kcal)} kcal**.`;
  const room = roomOfDay(ask.ownCalories, day, facts);
  if (!room) return [lead, `Complete seu [perfil nutricional](${PROFILE_PATH}) para eu comparar com a sua meta do dia.`, NOTHING_LOGGED].join("\n\n");
  const { left, line: dayLine } = room;
  const margin = left - kcal;
  const verdict =
    margin >= 150
      ? `Então **cabe**: depois disso ainda ficariam uns ${num(margin)} kcal para o resto do dia.`
      : margin >= 0
        ? `Então **cabe, mas no limite**: sobrariam só uns ${num(margin)} kcal, e o resto do dia fica sem folga.`
        : `Então **passaria da meta** em cerca de ${num(-margin)} kcal. Não é motivo de culpa, um dia não define nada; se quiser encaixar, ${meal.items.length === 1 ? `metade da porção fica em cerca de ${num(Math.round(kcal / 2))} kcal` : "uma porção menor ou sem o item mais calórico resolve"}, e o que passar hoje se equilibra nos próximos dias.`;
  const sodium = Math.round(meal.totals.sodium);
  const salt = sodium >= 800 ? `Atenção ao sódio: são cerca de ${num(sodium)} mg; beba água e prefira comida com pouco sal no resto do dia.` : "";
  const alcohol = meal.items.some((i) => getFood(i.foodId)?.tags?.includes("alcohol")) ? ALCOHOL_NOTE : "";
  return [lead, dayLine, verdict, salt, alcohol, NOTHING_LOGGED].filter(Boolean).join("\n\n") + cautionBlock(facts.conditions);
}

/** What the day holds and the target it is measured against: the one the person said, or the profile's. */
function roomOfDay(ownCalories: number | null, day: TDayCalories, facts: TUserFacts): { target: number; eaten: number; left: number; line: string } | null {
  const computed = facts.profile ? computeTargets(facts.profile) : null;
  const target = ownCalories ?? (computed ? Math.round(computed.calories) : null);
  if (target === null) return null;
  const open = day.unconfirmed?.calories ?? 0;
  const eaten = Math.round(day.calories + open);
  const left = target - eaten;
  const whose = ownCalories ? " (a que você me disse)" : "";
  const openNote = open > 0 ? ", contando refeições analisadas e ainda não confirmadas" : "";
  const line =
    left > 0
      ? `Hoje você já está com **${num(eaten)} kcal**${openNote}, e a sua meta é de **${num(target)} kcal**${whose}: sobram cerca de **${num(left)} kcal**.`
      : `Hoje você já está com **${num(eaten)} kcal**${openNote} e já chegou à sua meta de **${num(target)} kcal**${whose}.`;
  return { target, eaten, left, line };
}

/** "fatia" → "fatias", "colher" → "colheres", "porção" → "porções". */
function plural(word: string, count: number): string {
  if (count === 1) return word;
  return word.endsWith("ção") ? word.replace(/ção$/, "ções") : /[rz]$/.test(word) ? `${word}es` : `${word}s`;
}

/** The measure's word as said ("peças") or as the tables give it ("1 porção (190 g)" → "porção"). */
function unitWord(said: string | null, measure: string): string {
  const measured = /^\d+(?:,\d+)? (\S+)/.exec(measure)?.[1] ?? "unidade";
  // "quantas colheres de brigadeiro?" counted in the tables' unit: the answer names the unit it counts in.
  const asked = said?.replace(/s$/, "").replace(/^porcoe?$/, "porcao") ?? null;
  const countable = /^(?:peca|pedaco|unidade|fatia)$/;
  const word = asked && (foldText(measure).includes(asked.slice(0, 4)) || (countable.test(asked) && countable.test(foldText(measured)))) ? asked : measured;
  const accents: Record<string, string> = { peca: "peça", pedaco: "pedaço", porcao: "porção", colhere: "colher", file: "filé" };
  return accents[word] ?? word;
}

/** The meal the food is for ("à noite", "no rodízio" are dinner), whose usual share of the day bounds the answer. */
function slotAsked(folded: string, previous: string | null): string | null {
  // A meal already told before ("almocei…") is not the one asked about; an occasion to come ("hj vou no rodízio") is.
  for (const text of [folded, occasionFood(previous) ? previous! : ""]) {
    const slot = slotOfMeal(text) ?? (/\b(a noite|de noite|rodizio|mais tarde)\b/.test(text) ? "jantar" : null);
    if (slot) return slot;
  }
  return null;
}

/** How many of the food's measure fit in the meal asked and in the room left today. Nothing is logged. */
function composeHowMuchFits(ask: THowMuchFits, one: TMealAnalysis, day: TDayCalories, facts: TUserFacts, slot: string | null): string {
  const item = one.items[0]!;
  const kcal = Math.max(1, Math.round(item.calories));
  const measure = item.measure.replace(/ \(porção padrão\)/, "");
  const word = unitWord(ask.unit, measure);
  const lead = `**${item.food}**: ${measure} tem cerca de **${num(kcal)} kcal**.`;
  const room = roomOfDay(ask.ownCalories, day, facts);
  if (!room) return [lead, `Complete seu [perfil nutricional](${PROFILE_PATH}) para eu comparar com a sua meta do dia.`, NOTHING_LOGGED].join("\n\n");
  const dayCount = Math.floor(room.left / kcal);
  const range = slot ? SLOT_SHARE[slot] : undefined;
  const [low, high] = range ? [Math.floor((room.target * range[0]) / kcal), Math.floor((room.target * range[1]) / kcal)] : [0, 0];
  if (kcal < 10) return [`**${item.food}**: ${measure} quase não tem calorias (cerca de ${num(item.calories)} kcal), então não é a meta do dia que limita.`, "Mesmo assim, vá com moderação: bebida adoçada com adoçante ou com cafeína não substitui a água, que continua sendo a melhor escolha para matar a sede.", NOTHING_LOGGED].join("\n\n");
  const answer =
    room.left <= 0
      ? "Então hoje não sobra espaço sem passar da meta. Se for comer, fique em uma porção pequena e acompanhe com salada ou legumes; o que passar hoje se equilibra nos próximos dias, sem culpa."
      : dayCount === 0
        ? `Então sobra menos que ${measure}: meia porção, uns ${num(Math.round(kcal / 2))} kcal, cabe.`
        : range && high >= 1 && high < dayCount
          ? `Para ${SLOT_NAME[slot!]}, o esperado na sua meta fica entre ${num(Math.round(room.target * range[0]))} e ${num(Math.round(room.target * range[1]))} kcal: ${low >= high || low < 1 ? `**${high} ${plural(word, high)}**` : `umas **${low} a ${high} ${plural(word, high)}**`}, ${slot === "lanche" || slot === "cafe da manha" ? "com uma fruta junto" : "com salada ou legumes no prato"}. No total que sobra hoje cabem até ${dayCount} ${plural(word, dayCount)}, mas aí o resto do dia fica sem nada.`
          : `Então cabem até **${dayCount} ${plural(word, dayCount)}** no que sobra do dia; se ainda tem outras refeições pela frente, guarde espaço para elas.`;
  return [lead, room.line, answer, NOTHING_LOGGED].join("\n\n") + cautionBlock(facts.conditions);
}

/** One measure of the food asked about ("1 fatia de pizza"), or of the food the message before named. */
function oneMeasure(ask: THowMuchFits, previous: string | null): TMealAnalysis | null {
  for (const source of [ask.food, occasionFood(previous)]) {
    const first = source ? analyze(source).items[0] : undefined;
    if (!first) continue;
    const name = first.food.toLowerCase();
    const one = analyze(ask.unit ? `1 ${ask.unit.replace(/s$/, "").replace(/^porcoe$/, "porcao")} de ${name}` : `1 ${name}`);
    return one.items.length > 0 ? one : analyze(name);
  }
  return null;
}

/** The single food of the message before, in the count asked ("mais uma" after "2 coxinhas" is 1 coxinha); null otherwise. */
function oneMoreOf(folded: string, previous: string | null): { food: string; meal: TMealAnalysis } | null {
  const count = previous ? oneMoreAsked(folded) : null;
  const eaten = count !== null ? analyze(previous!).items : [];
  if (count === null || eaten.length !== 1) return null;
  const item = eaten[0]!;
  const food = item.food.toLowerCase();
  // One of the same size as the ones eaten: "2 unidades (100 g)" makes one 50 g, whatever the tables' own unit weighs.
  const said = /^(\d+(?:,\d+)?) /.exec(item.measure);
  const each = said ? item.grams / Number(said[1]!.replace(",", ".")) : null;
  const meal = analyze(each ? `${Math.round(each * count)} g de ${food}` : `${count === 0.5 ? "meia" : count} ${food}`);
  return meal.items.length === 1 ? { food, meal } : null;
}

function alcoholRuledOut(facts: TUserFacts): boolean {
  return facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION") || facts.minor || facts.risks.alcoholMedicine || facts.risks.bariatric;
}

/** In pregnancy or nursing, the answer is not the room in the day but no alcohol, with what to drink instead; else the gate's. */
function alcoholOut(facts: TUserFacts): string | null {
  const note = facts.conditions.has("PREGNANCY") ? ALCOHOL_IN_PREGNANCY : facts.conditions.has("LACTATION") ? ALCOHOL_WHILE_NURSING : null;
  return note ? [note, "Para acompanhar, vá de água com gás e limão, suco natural ou refrigerante zero.", NOTHING_LOGGED].join("\n\n") + cautionBlock(facts.conditions) : null;
}

/** The reply to a meal still to come weighed against the day, or to how much of a food still fits; null otherwise. */
export async function fitsTheDayReply(u: TUnderstanding, facts: TUserFacts, loadDay: () => Promise<TDayCalories>, previous: string | null = null): Promise<string | null> {
  // A daily target said earlier in the conversation ("minha meta é 1800") holds when this message says none.
  const saidBefore = facts.own?.calories ?? ownDailyCalories(`${u.context ?? ""} ${u.earlier ?? ""}`);
  const fits = readFitsTheDay(u.folded);
  const ask = fits ? { ...fits, ownCalories: fits.ownCalories ?? saidBefore } : null;
  const meal = ask ? analyze(ask.food) : null;
  // "quanto sobra pra janta? dá pra uma tapioca?": a food named in the question is weighed, never one from the turn before.
  const named = meal !== null && meal.items.length > 0;
  const read = named ? null : readHowMuchFits(u.folded, previous);
  const howMuch = read ? { ...read, ownCalories: read.ownCalories ?? saidBefore } : null;
  const one = howMuch ? oneMeasure(howMuch, previous) : null;
  if (howMuch && one && one.items.length > 0) return composeHowMuchFits(howMuch, one, await loadDay(), facts, slotAsked(u.folded, previous));
  // "dá pra comer mais uma?" right after "comi 2 coxinhas": one more of that food, against the day that already holds them.
  const more = ask ? null : oneMoreOf(u.folded, previous);
  if (more) return composeFitsTheDay({ food: more.food, ownCalories: saidBefore }, more.meal, await loadDay(), facts);
  // The day is read only for a food the tables know.
  if (!ask || !meal || meal.items.length === 0) return null;
  // Alcohol in pregnancy, nursing, for a minor or with a medicine or surgery that forbids it is the gate's answer, never "cabe".
  if (meal.items.some((i) => getFood(i.foodId)?.tags?.includes("alcohol")) && alcoholRuledOut(facts)) return alcoholOut(facts);
  return composeFitsTheDay(ask, meal, await loadDay(), facts);
}
