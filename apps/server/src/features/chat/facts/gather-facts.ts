import { withOwnTargets } from "../understand/own-targets";
import { withoutTalk } from "../understand/chatter";
import { withoutFraming } from "../understand/framings";
import { isCoffeeSaidCut } from "../understand/caffeine-said";
import type { TMealPlan, TMealPlanRequest, TMealSlot } from "@nutriguia/domain";
import { negatedFoods } from "../understand/negated-foods";
import { askedOnce } from "./asked-once";
import { stillAhead } from "../understand/not-a-meal";
import { analyze, computeTargets, foodComposition, getFood, isDisliked, shareOfDay, type TMealAnalysis, type TNutritionProfile, type TTargets } from "@nutriguia/nutrition";
import { findConflicts, type TConflict } from "./food-conflicts";
import { cardFact, GLP1_SAID, type TCardFact } from "./card-facts";
import { pointUnanswered } from "../knowledge/asked-aspect";
import { givenKeptOnPoint, givenOnPoint, insideKeyPhrase, keyedByOwnPhrase, retrieveKnowledge, type TRetrieved } from "../knowledge/knowledge-retrieval";
import { aboutLifeStage } from "../knowledge/question-parts";
import { conditionSaid, foodsInDiseaseNames } from "../knowledge/condition-said";
import { followUpPoint } from "../knowledge/asked-point";
import { askedKinds, titleAnswersKind } from "../knowledge/asked-kind";
import { contentTokens, foldText } from "../chat.text";
import type { TAdjustAsk, TAdjusted, TRedraw, TRepeated, TReshaped } from "../../meal-plans";
import type { TPlanEdit } from "../understand/plan-edit";
import type { TPlanRepeat } from "../understand/plan-repeat";
import type { TPlanReshape } from "../understand/plan-reshape";
import { conditionsNamed } from "../understand/stated-facts";
import { ASKS_DIFFERENCE, COMPLAINT, IN_A_RECIPE, type TNutrientKey } from "../understand/question-type";
import type { TUnderstanding } from "../understand/understand";
import { expandShorthand } from "../understand/shorthand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionFacts, richestFoods, type TFoodFacts } from "./food-facts";
import { fruitsAskedBySugar } from "./fruit-carbs";
import type { TPutPlanDishes } from "./plan-dishes";
import { readPlanAsk } from "./plan-request";
import { caloriesSaidEarlier, cappedCalories } from "./plan-constraints";
import { deadlineCalories } from "./plan-deadline";
import { lifeStagePlanCalories, type TPlanFloor } from "./plan-floor";
import { preferredAs, readPlanPrefer } from "../understand/plan-prefer";
import { outsideSourcesAsked } from "../understand/sources-asked";
import { topicRemembered } from "../understand/risk-topic";

type TTotals = { calories: number; protein: number; carbohydrates: number; fat: number; count: number };
/** The day as the diary holds it (confirmed meals), with the meals analysed today and not yet confirmed apart. */
/** `told`: the calories are the total the person told ("hj já comi umas 1500"), not meals confirmed here. */
export type TDayTotals = TTotals & { unconfirmed?: TTotals; told?: true };

/** A plan request either creates a plan or meets the exhausted allowance, whose message the reply carries. */
export type TPlanOutcome = { kind: "created"; plan: TMealPlan } | { kind: "limit"; message: string };

/** What the conversation adds to a plan request: the facts stated so far (diets, conditions, foods left out) and a kcal asked for. */
/** `prefer`: foods the request asked for ("pode ser com frango e mandioca"), favoured by the generator (decision 119). */
export type TPlanContext = { profile?: TNutritionProfile; calories?: number; onlyMeal?: boolean; prefer?: string[]; fromMonday?: boolean };

export type TFactSources = {
  profileComplete: boolean;
  isFoodRelated?: boolean;
  loadDay: () => Promise<TDayTotals>;
  createPlan: (request: TMealPlanRequest, context?: TPlanContext) => Promise<TPlanOutcome>;
  /** Draws one meal of a saved plan again ("muda o almoço de quinta"); null when the plan is gone. */
  redrawPlanMeal?: (planId: string, edit: TPlanEdit) => Promise<TRedraw | null>;
  /** The meals of the day a saved plan has ("almoço às 11h" lays them out at hours); null when the plan is gone. */
  planSlots?: (planId: string) => Promise<TMealSlot[] | null>;
  /** Repeats one meal of a saved plan on other days ("repete o almoço 2 dias seguidos pra marmita"); null when the plan is gone. */
  repeatPlanMeal?: (planId: string, repeat: TPlanRepeat) => Promise<TRepeated | null>;
  /** Takes a meal out of a saved plan or makes a food smaller in it ("menos arroz no jantar"); null when the plan is gone. */
  reshapePlan?: (planId: string, reshape: TPlanReshape) => Promise<TReshaped | null>;
  /** Makes a meal lighter, raises protein or fruit, or drops meals of a saved plan ("o jantar tá pesado", "quero 5 refeições"); null when the plan is gone. */
  adjustPlan?: (planId: string, ask: TAdjustAsk) => Promise<TAdjusted | null>;
  /** Puts named dishes in meals of a saved plan ("coloca uma galinhada na quarta"); null when the plan is gone. */
  putPlanDishes?: TPutPlanDishes;
  /** The words of the meal on the pending card: a question about one of its foods uses the amount eaten ("o caldo de cana" of 500 ml). */
  pendingMeal?: string;
  /** The card shown in the last replies, read again when a fact said now changes it ("ah, sou hipertensa"). */
  lastCard?: string;
};

/** What the engine and the knowledge base say for this turn; composers only phrase these. */
export type TTurnFacts = {
  analysis: TMealAnalysis | null;
  foods: TFoodFacts[];
  targets: TTargets | null;
  day: TDayTotals | null;
  plan: TPlanOutcome | null;
  knowledge: TRetrieved[];
  richest: { nutrient: TNutrientKey; foods: TFoodFacts[] } | null;
  conflicts: TConflict[];
  /** What a follow-up asks that no entry speaks of ("e na gravidez pode?" after sweeteners): said plainly, never answered with another article. */
  uncoveredPoint?: string[];
  /** "qual fruta tem menos açúcar?": everyday fruits from the least carbohydrate per portion to the most. */
  fruitsBySugar?: TFoodFacts[];
  /** The card just shown, when a statement may change it ("ah, sou hipertensa, esqueci de falar"; decision 160). */
  cardBefore?: string;
  /** What the person said of themself that the pending card or the day so far touches (decision 222). */
  cardFact?: TCardFact | null;
  /** A plan for a nursing mother or an older adult, made at the stage's safe level (decision 221). */
  planFloor?: TPlanFloor;
};

const CONDITION_NUTRIENT: readonly [string, TNutrientKey][] = [
  ["ANEMIA", "iron"],
  ["OSTEOPOROSIS", "calcium"],
];

function rankedNutrient(u: TUnderstanding, facts: TUserFacts): TNutrientKey | null {
  const asked = u.nutrients.find((n) => ["protein", "iron", "fiber", "calcium", "potassium", "vitaminC"].includes(n));
  if (asked) return asked;
  if (/\b(intestino preso|prisao de ventre|constipa\w*)\b/.test(u.folded)) return "fiber";
  for (const [condition, nutrient] of CONDITION_NUTRIENT) if (u.stated.conditions.includes(condition as never) || facts.conditions.has(condition as never)) return nutrient;
  return null;
}

function mealAnalysis(u: TUnderstanding, facts: TUserFacts): TMealAnalysis | null {
  // "quantas calorias tem se eu comer meia pizza?", "exagerei: 2 pratos de arroz…": the framing is no word to read as food.
  // "não comi arroz, só frango e salada": a food said as not eaten is no part of the meal.
  const direct = withoutTalk(analyze(withoutFraming(u.type === "meal-to-log" ? (negatedFoods(u.text)?.rest ?? u.text) : u.text, u.type === "meal-to-log"), facts.profile));
  if (direct.items.length > 0 && (u.followUp === null || direct.items.length >= u.foods.length)) return u.type === "meal-to-log" && !stillAhead(u.folded) ? direct : askedOnce(direct, facts.profile);
  // "a camisa tá com a manga rasgada": the reader placed every word and found no food, so a word alike a food is none.
  if (direct.items.length === 0 && direct.unread.length === 0 && u.followUp === null) return null;
  // "4 orelhas de macaco" left unread is no "orelha" of pork: a food named only inside a phrase the reader could not place is none.
  const unplaced = direct.items.length === 0 ? direct.unread.map(foldText) : [];
  const named = u.foods.filter((f) => f.food && !unplaced.some((phrase) => phrase.includes(foldText(f.phrase)))).map((f) => f.food!.name);
  if (named.length === 0) return direct.items.length > 0 ? direct : null;
  const byName = analyze(named.join(", "), facts.profile);
  return byName.items.length > 0 ? byName : null;
}

/** A food a condition says to keep off a suggestion: a very salty one with high blood pressure. */
function againstCondition(food: Parameters<typeof foodComposition>[0], conditions: ReadonlySet<string>): boolean {
  return conditions.has("HYPERTENSION") && foodComposition(food).contains.includes("high_sodium");
}

/** Food groups that make a lunch or a dinner, not a breakfast or a snack. */
const NOT_FOR_A_LIGHT_MEAL = new Set(["carnes", "pescados", "preparados", "leguminosas", "hortalicas"]);

/** An allergy said earlier, as the words an article about it uses: a follow-up about where to eat reads with it. */
const ALLERGEN_WORDS: Readonly<Record<string, string>> = { shellfish: "camarao", peanut: "amendoim", fish: "peixe", egg: "ovo", milk: "leite", tree_nuts: "castanhas", gluten: "gluten", soy: "soja", sesame: "gergelim" };

/** "ovo aumenta o colesterol?", "café faz mal pro estômago?": what a food does to the body, not what it holds. */
const ASKS_EFFECT = /\b(aumenta\w*|sobe|eleva\w*|abaixa\w*|baixa o|reduz\w*|diminui\w*|piora\w*|melhora\w*|faz mal|faz bem|atrapalha\w*)\b/;

/** "tem problema comer ovo todo dia?", "vale a pena?", "é melhor?": a judgement on eating a food, not a question on what it holds. */
const ASKS_JUDGEMENT = /\b(tem problema|algum problema|vale a pena|melhor|mais saudavel|saudave\w*|e bom|qual (escolher|escolho|compro|uso)|todo dia|todos os dias|por semana|congel\w*|guardar|dura quanto|quanto tempo dura)\b/;

/** Words of a label's parts: a question with them asks how to read the label, whatever product it names. */
const READS_LABEL = /\b(?:primeiro ingrediente|primeiros ingredientes|lista de ingredientes|ordem dos ingredientes|no rotulo|do rotulo|o rotulo|na embalagem|tabela nutricional|informac\w* nutricional)\b/;
/** A measure said before the food ("2 scoops de", "fatias de", "uma colher de sopa de"): not part of what is asked about. */
const MEASURED_BY = /^(?:\d+ |um |uma |dois |duas |tres )?(?:scoops?|fatias?|colher(?:es)?(?: de (?:sopa|cha|sobremesa))?|copos?|xicaras?|unidades?|pedacos?|latas?|porc(?:ao|oes)|conchas?|doses?|potes?|garrafas?|pacotes?|saches?|capsulas?|comprimidos?|gotas?) de /;
const POINTS_BACK = /\b(la|ali|nele|nela|nisso|disso|dele|dela|isso|esse|essa|nesse|nessa|neste|nesta)\b/;
/** "chimarrão conta?", "e o café, entra também?": whether a food counts for what the thread was about (the water of the day). */
const COUNTS_TOO = /\b(conta|contam|entra|entram|vale|valem)( tambem| tbm| tb| junto)?$/;

/** A food named only to leave it out ("sem ovo", "nada de leite", "tira o pão"): its first word after the words that cut it. */
function saidLeftOut(food: string, folded: string): boolean {
  const head = foldText(food).split(" ")[0];
  return head !== undefined && head.length > 1 && new RegExp(`\\b(?:sem|nada de|tira o|tira a|tirar o|tirar a|zero) ${head}s?\\b`).test(folded);
}

/** A front-of-pack mark or a label's words asked about ("a lupa", "alto em", "o que significa"). */
const LABEL_MEANING = /\b(?:lupa|rotulagem frontal|alto em (?:acucar|sodio|gordura)|(?:o )?que (?:significa|quer dizer))\b/;

/** The card's one fact of the person; the day is loaded only when a medicine makes the day's total matter. */
async function cardFactOf(analysis: TMealAnalysis, u: TUnderstanding, facts: TUserFacts, sources: TFactSources): Promise<TCardFact | null> {
  const thread = `${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`;
  const dayMatters = GLP1_SAID.test(thread) || facts.risks.glucoseLowering;
  const dayBefore = dayMatters ? (await sources.loadDay()).calories : null;
  return cardFact({ items: analysis.items, totals: analysis.totals, facts, thread, said: u.folded, dayBefore });
}

export async function gatherFacts(u: TUnderstanding, facts: TUserFacts, sources: TFactSources): Promise<TTurnFacts> {
  const targets = facts.profile ? computeTargets(facts.profile) : null;
  // The person's own numbers ("minha meta é 1600") measure the day and the card; a plan is sized by its own reading.
  const out: TTurnFacts = { analysis: null, foods: [], targets: withOwnTargets(targets, facts.own), day: null, plan: null, knowledge: [], richest: null, conflicts: [] };
  const fruits = u.type === "meal-to-log" ? null : fruitsAskedBySugar(u.folded, facts);
  if (fruits) return { ...out, fruitsBySugar: fruits };
  const wantsCard = u.type === "meal-to-log" || (u.type === "nutrient-in-food" && u.nutrients.includes("calories") && !u.eachFood);
  if (wantsCard) out.analysis = mealAnalysis(u, facts);
  // "fígado gorduroso", "tenho fibromialgia": the words of a disease are not a food asked about.
  const said = conditionSaid(u.text);
  const diseaseNames = [...foodsInDiseaseNames(u.folded), ...(said ? [foldText(said)] : [])];
  const asked = u.foods.filter((m) => !diseaseNames.some((name) => name.includes(foldText(m.phrase))));
  if (!out.analysis && asked.length > 0 && u.type !== "meal-to-log") out.foods = asked.slice(0, 3).map((m) => mentionFacts(m, sources.pendingMeal ? `${u.text}\n${sources.pendingMeal}` : u.text));
  const named = out.analysis
    ? out.analysis.items.flatMap((i) => {
        const food = getFood(i.foodId);
        return food ? [{ name: i.food, composition: foodComposition(food) }] : [];
      })
    : out.foods.map((f) => ({ name: f.name, composition: f.composition }));
  // "substituir ovo em bolo", "o café da manhã sem ovo fica o quê?": the food is being left out, so naming it is no conflict to warn of.
  out.conflicts = IN_A_RECIPE.test(u.folded) ? [] : findConflicts(named, facts.avoid).filter((c) => !(c.component === "caffeine" && isCoffeeSaidCut(c.food, u.folded)) && !(out.analysis === null && saidLeftOut(c.food, u.folded)));
  if (u.type === "day-so-far") out.day = await sources.loadDay();
  if (out.analysis && u.type === "meal-to-log") out.cardFact = await cardFactOf(out.analysis, u, facts, sources);
  // "isso tá com bastante ferro, né?": a nutrient the card does not show, asked of it with no food named.
  const ofTheCard = u.foods.length === 0 && u.nutrients.some((n) => ["iron", "calcium", "potassium", "vitaminC"].includes(n));
  if (u.type === "statement" || ofTheCard) out.cardBefore = sources.lastCard;
  if (u.type === "plan-request" && sources.profileComplete) {
    const ask = readPlanAsk(`${u.earlier ?? ""} ${u.folded}`, u.planDays);
    // A plan of one meal of the day is sized to that meal: the kcal asked for it, else its share of the day's target.
    const share = shareOfDay(ask.request.meals ?? []);
    const mealCalories = ask.onlyMeal ? (ask.mealCalories ?? (targets ? Math.round(targets.calories * share) : null)) : null;
    const dayAsked = cappedCalories(ask.constraints.capKcal, u.requestedCalories ?? caloriesSaidEarlier(u.earlier) ?? deadlineCalories(`${u.earlier ?? ""} ${u.folded}`, targets, facts.profile?.gender), targets);
    // Nursing or 65 and over: the plan at the stage's safe level, never under its floor, never refused (decision 221).
    const losing = facts.wantsWeightLoss || facts.profile?.goal === "WEIGHT_LOSS";
    const nursing = facts.conditions.has("LACTATION") && !facts.conditions.has("PREGNANCY");
    const older = (facts.profile?.age ?? 0) >= 65;
    const stage = ask.onlyMeal || (!losing && dayAsked === null) ? null : lifeStagePlanCalories({ nursing, older, gender: facts.profile?.gender, asked: dayAsked, targets, losing });
    if (stage) out.planFloor = stage;
    const calories = ask.onlyMeal ? mealCalories : (stage?.calories ?? dayAsked);
    // A need of the body ("intestino preso") favours its foods as a food asked for would (decision 177).
    const prefer = [...new Set([...readPlanPrefer(u.text).map(preferredAs), ...ask.needs.flatMap((n) => n.prefer)])];
    const context: TPlanContext = { ...(facts.profile ? { profile: facts.profile } : {}), ...(calories !== null ? { calories } : {}), ...(ask.onlyMeal ? { onlyMeal: true } : {}), ...(prefer.length > 0 ? { prefer } : {}), ...(ask.workweek ? { fromMonday: true } : {}) };
    out.plan = await sources.createPlan(ask.request, context);
  }
  if (u.type === "what-to-eat") {
    const nutrient = rankedNutrient(u, facts);
    // "qual café da manhã com ferro?": no steak or sardines for breakfast.
    const lightMeal = u.mealSlot === "cafe da manha" || u.mealSlot === "lanche";
    if (nutrient) {
      const disliked = facts.profile?.dislikedFoods ?? [];
      out.richest = {
        nutrient,
        foods: richestFoods(nutrient as "protein" | "iron" | "fiber" | "calcium" | "potassium" | "vitaminC", (food) => findConflicts([{ name: food.name, composition: foodComposition(food) }], facts.avoid).length > 0 || isDisliked(food, disliked) || (lightMeal && NOT_FOR_A_LIGHT_MEAL.has(food.category)) || againstCondition(food, facts.conditions) || outsideSourcesAsked(food, u.sources), 6),
      };
    }
  }
  // "qual a diferença entre requeijão e cream cheese?": a comparison that asks what sets them apart reads the base too.
  const asksDifference = ["compare", "nutrient-in-food", "does-it-contain"].includes(u.type) && ASKS_DIFFERENCE.test(u.folded);
  // "manteiga ou margarina, qual é melhor?", "tem problema comer ovo todo dia?": a judgement on foods, not their contents.
  const judged = ["compare", "does-it-contain", "nutrient-in-food"].includes(u.type) && !u.nutrients.includes("calories") && ASKS_JUDGEMENT.test(u.folded);
  // "meu bebê de 6 meses já pode comer ovo?", "como dou proteína pra minha vó?": a food asked for someone at a life stage or with a disease is the base's question, not the food's contents.
  const forSomeone = ["does-it-contain", "nutrient-in-food"].includes(u.type) && !u.nutrients.includes("calories") && (facts.child !== null || conditionsNamed(u.folded).length > 0 || aboutLifeStage(u.folded) || ASKS_EFFECT.test(u.folded));
  // "tô grávida de 5 meses e com muita azia": a fact said with a complaint also asks what helps it.
  const complaint = u.type === "statement" && COMPLAINT.test(u.folded);
  // "leite desnatado ou integral?": two kinds of one food are what a curated entry weighs ("Leite desnatado ou integral?").
  const kindsOfOne = u.type === "compare" && u.foods.length === 2 && new Set(u.foods.map((f) => foldText(f.phrase).split(" ")[0])).size === 1;
  // "tem aquela lupa 'alto em açúcar adicionado' no iogurte, o que significa?": what the label means, not the food's sugar.
  const labelMeaning = ["nutrient-in-food", "does-it-contain"].includes(u.type) && LABEL_MEANING.test(u.folded);
  // "gordura trans, como eu vejo se tem?": a nutrient asked of no food the tables hold is the base's question.
  const ofNoFood = ["nutrient-in-food", "does-it-contain"].includes(u.type) && asked.length === 0;
  const needsKnowledge = ofNoFood || asksDifference || judged || forSomeone || complaint || kindsOfOne || labelMeaning || ["general-question", "what-to-eat", "nutrient-per-day", "is-it-safe-for-me", "is-it-fattening", "out-of-scope"].includes(u.type);
  if (needsKnowledge) {
    // An older adult's profile opens what is written for older adults, as a child said opens what is for children.
    // A teenager (the age said in the chat counts) opens what is written for teenagers: whey, diets, hunger.
    const conditions = new Set<string>([...facts.conditions, ...(facts.child ? ["CHILD"] : []), ...(facts.minor && !facts.child ? ["ADOLESCENT"] : []), ...((facts.profile?.age ?? 0) >= 65 ? ["ELDERLY"] : [])]);
    // "quantos scoops de whey": the food is the whey, not the scoop it is measured by.
    // "no biscoito 'integral' o primeiro ingrediente é farinha de trigo": a label read; the product is not the subject.
    const foods = READS_LABEL.test(u.folded) ? [] : asked.map((f) => f.phrase.replace(MEASURED_BY, ""));
    const named = new Set<string>(conditionsNamed(u.folded));
    const given = u.lastReply;
    // "e na gravidez pode?" after "adoçante faz mal?": an entry must speak of the pregnancy, and of the sweetener.
    const point = followUpPoint(expandShorthand(foldText(u.text)), u.context, u.followUp === "variant", u.foods.map((f) => f.phrase)) ?? undefined;
    const thread = point ? `${u.context ?? ""} ${u.earlier ?? ""}` : undefined;
    // The complaint said beside a fact is what is asked: "tô com 32 semanas, essa fome tá brava" reads as living with it.
    const complaintSaid = complaint ? COMPLAINT.exec(u.folded)![1] : null;
    // "o que eu como pra não atacar a geladeira?" after eating to cope told before: the entry on that topic, when one answers.
    const topic = complaintSaid ? null : topicRemembered(u, facts);
    const asks = complaintSaid ? [`vivo com ${complaintSaid}`, `to com muita ${complaintSaid}`] : topic ? [`${u.folded} ${topic}`, u.folded] : [u.folded];
    for (const folded of asks) {
      const found = retrieveKnowledge({ folded, text: complaintSaid ? folded : u.text, foods, conditions, named, given, point, thread });
      out.knowledge = topic && folded !== u.folded ? found.filter((r) => r.item.keywords.includes(topic)) : found;
      if (out.knowledge.length > 0) break;
    }
    // "o que eu posso pedir lá?" after "vou num restaurante baiano": the question reads with the message before it.
    const short = u.folded.split(" ").length <= 8 && u.type !== "out-of-scope";
    // A follow-up's point is read with the thread ("e pro meu filho, pode dar inteira?" after grapes is about grapes).
    // "e depois do treino o que eu como?" names the question of an entry in its own words: that entry, not the thread's.
    const ownAnswer = out.knowledge[0] !== undefined && !given?.includes(`**${out.knowledge[0].item.title}**`) && keyedByOwnPhrase(out.knowledge[0].item, u.folded);
    if (u.context && !ownAnswer && (POINTS_BACK.test(u.folded) || COUNTS_TOO.test(u.folded) || point || (out.knowledge.length === 0 && short))) {
      const allergens = facts.avoid.filter((a) => a.kind === "allergy").map((a) => ALLERGEN_WORDS[a.component] ?? "").join(" ");
      // "chimarrão conta?" asks whether the food counts for what the entry just given was about: that entry is the
      // thread, not an answer to move away from.
      const counts = COUNTS_TOO.test(u.folded);
      const together = retrieveKnowledge({ folded: `${u.context} ${u.folded} ${allergens}`.trim(), foods, conditions, named, given: counts ? undefined : given, point, thread, oneQuestion: true });
      if (together.length > 0) out.knowledge = together;
    }
    // "e a sem açúcar?" names only what the thread's food is without: that is its point, and no subject of its own.
    const without = u.foods.length > 0 && u.foods.every((f) => u.folded.includes(`sem ${foldText(f.phrase)}`)) ? u.foods.flatMap((f) => contentTokens(f.phrase)) : [];
    const kept = u.foods.length === 0 ? point : without.length > 0 ? [...(point ?? []), ...without] : undefined;
    if (kept) out.knowledge = givenKeptOnPoint(out.knowledge, given, kept, u.context ?? "");
    if (out.knowledge.length === 0 && point) out.knowledge = givenOnPoint(given, point);
    // "vinagre de maçã emagrece?": the entry on the product answers, with no numbers of an apple beside it.
    const top = out.knowledge[0];
    if (top) out.foods = out.foods.filter((f, i) => !insideKeyPhrase(top.item, u.folded, foldText(asked[i]?.phrase ?? f.name)));
    if (out.knowledge.length === 0 && point) out.uncoveredPoint = point;
    // "açaí na gravidez pode?", "água de arroz ajuda na queda de cabelo?": no entry speaks of the point asked, so it is said
    // plainly, with who guides it, before what the tables know; never the entry on another point of the food (decision 217).
    if (out.knowledge.length === 0 && !point) out.uncoveredPoint = pointUnanswered(u.folded);
  } else if (["does-it-contain", "nutrient-in-food"].includes(u.type) && asked.length > 0) {
    // "whey isolado tem lactose?", "leite vegetal tem proteína?", "cerveja zero álcool tem caloria?": the product said is
    // narrower than the food read, and the entry keyed on the product answers, never the plain food's contents or card.
    const phrases = asked.map((f) => foldText(f.phrase));
    const [top] = retrieveKnowledge({ folded: u.folded, text: u.text, foods: phrases, conditions: new Set(facts.conditions), named: new Set(conditionsNamed(u.folded)) });
    // "como sei se tem gordura trans no biscoito?": an entry titled by how to tell answers how to tell, not the biscuit's row.
    const tells = top !== undefined && askedKinds(u.folded).includes("identify") && titleAnswersKind(top.item.title, ["identify"]);
    if (top && (tells || phrases.some((p) => insideKeyPhrase(top.item, u.folded, p)))) {
      out.knowledge = [top];
      out.analysis = null;
      out.foods = out.foods.filter((_, i) => !insideKeyPhrase(top.item, u.folded, phrases[i] ?? ""));
    }
  }
  return out;
}
