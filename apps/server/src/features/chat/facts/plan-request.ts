import { MEAL_SLOTS, type TMealPlanRequest, type TMealSlot } from "@nutriguia/domain";
import { DAIRY, UNWELL, WITHOUT_IN_MEAL } from "../understand/plan-edit";
import { readPlanCuisine } from "../understand/plan-cuisine";
import { onlyMealSlot, onlyMealSlots, requestedMealCalories } from "../understand/plan-scope";
import { EXCLUSION_WORDS } from "../understand/exclusions-said";
import { requestedPlanDays } from "../understand/understand";
import { KITCHEN_AVOID, readPlanConstraints, type TPlanConstraints } from "./plan-constraints";
import { numberValue } from "../understand/number-words";
import { readPlanNeeds, type TPlanNeed } from "../understand/plan-needs";
import { mealCountAsked } from "../understand/meal-count";

/** Meals of the day for "com 3/4/5/6 refeições": the main three first, then the snacks, then the supper. */
const MEALS_BY_COUNT: Readonly<Record<number, readonly TMealSlot[]>> = {
  3: ["BREAKFAST", "LUNCH", "DINNER"],
  4: ["BREAKFAST", "LUNCH", "AFTERNOON_SNACK", "DINNER"],
  5: ["BREAKFAST", "MORNING_SNACK", "LUNCH", "AFTERNOON_SNACK", "DINNER"],
  6: MEAL_SLOTS,
};
export const EATING_WINDOW = /\b(jejum intermitente|janela (de alimentacao|alimentar)|16 ?(x|por|\/|:) ?8|so como (das|entre|a partir das) \d{1,2}|janela das \d{1,2})\b/;
const WINDOW_MEALS: readonly TMealSlot[] = ["LUNCH", "AFTERNOON_SNACK", "DINNER"];
const MEALS = /\b([3-6]|tres|quatro|cinco|seis) ?(refeicoes|refeicao|ref|x por dia|x ao dia|x no dia|vezes (por|ao|no) dia)\b/;
/** "3 refeições grandes e 1 lanche", "duas refeições principais e dois lanches": the meals and the snacks add up (decision 177). */
const MEALS_AND_SNACKS = /\b([1-4]|uma|duas|tres|quatro) (?:refeicoes|refeicao)(?: (?:grandes|principais|completas|de verdade|fortes|maiores))? (?:e|mais|\+) (?:um |uma )?([1-3]|um|uma|dois|duas|tres)? ?(?:lanches?|lanchinhos?|beliscos?)\b/;
/**
 * "não tomo café da manhã", "não consigo comer de manhã", "jejum até meio-dia", "eu só almoço e janto": the morning is
 * skipped, so the whole day's energy goes to the meals left, never a plan that still opens with breakfast (decision 177).
 */
const SKIPS_MORNING = /\b(?:nao|nunca|quase nunca) (?:tomo|como|faco|consigo (?:comer|tomar)|gosto de comer)(?: nada| o| um)? (?:o |de |pela |no )?(?:cafe da manha|cafe de manha|manha)\b|\bpulo (?:o )?cafe(?: da manha)?\b|\bjejum (?:ate|ate o|ate a hora do) (?:o )?(?:meio dia|almoco|1[0-3] ?h?)\b|\b(?:eu )?so (?:almoco e janto|como no almoco e (?:na janta|no jantar)|faco almoco e (?:janta|jantar))\b/;
/** "eu só almoço e janto": the two meals said are the day. */
const LUNCH_AND_DINNER_ONLY = /\b(?:eu )?so (?:almoco e janto|como no almoco e (?:na janta|no jantar)|faco almoco e (?:janta|jantar))\b/;
const SKIPPED_MORNING_MEALS: readonly TMealSlot[] = ["LUNCH", "AFTERNOON_SNACK", "DINNER"];

/** "barato", "coisa de mercado comum": a budget plan leaves out the foods that weigh most on a Brazilian grocery bill. */
const BUDGET = /\b(barat\w*|economic\w*|em conta|pouco dinheiro|sem gastar muito|gast\w* pouco|orcamento|mercado comum|coisa de mercado|acessivel|acessiveis|baixo custo|apertad\w*|ganho pouco|salario minimo|bolsa familia|dinheiro (?:ta|esta|anda) (?:curto|apertado|pouco)|sem (?:grana|dinheiro)|grana curta|(?:caiba|caber|cabe|pese pouco|pesar pouco) no bolso|pouca grana|desempregad\w*|\d+ ?(reais|real|conto|contos|pila) (por|ao|no|pra|para o) dia|\br ?\$? ?\d+ (por|ao|no) dia)\b/;
export const BUDGET_AVOID = ["salmão", "camarão", "bacalhau", "castanha-do-pará", "castanha de caju", "amêndoa", "nozes", "macadâmia", "pistache", "mirtilo", "framboesa", "morango", "kiwi", "quinoa", "chia", "linhaça", "peito de peru", "queijo parmesão", "queijo brie", "azeitona", "filé mignon", "picanha", "abacate", "corvina", "pintado", "abadejo", "contra-filé", "maminha", "tofu", "leite de soja", "pera williams"];
/**
 * "só com o que vem na cesta básica", "só coisa básica": the staples of a cesta básica (rice, beans, pasta, flour, fubá,
 * bread, milk, egg, chicken, cheap beef, sardine, banana, orange, potato, cassava, the cheap vegetables, soy oil), so
 * beyond the dear foods the ones a cesta never brings leave too (decision 221).
 */
const STAPLES_ONLY = /\b(?:cesta basica|cestas basicas|so (?:o |com o |coisa |com coisa )?basic[oa]s?|coisas? basicas?|itens basicos|o que vem na cesta|so arroz e feijao)\b/;
export const STAPLES_AVOID = ["iogurte", "uva", "pasta de amendoim", "amendoim", "lombo", "ricota", "requeijão", "granola", "pão integral", "pão de aveia", "queijo", "rúcula", "agrião", "brócolis", "couve-flor", "azeite", "pera", "melão", "leite de coco", "cream cracker"];

/**
 * What a dear food is swapped for when the plan is made cheaper, by the job it does (decision 177): salmon's omega-3 in
 * sardines, nuts' fat in peanuts, avocado's fat in peanut butter or a banana, berries in the fruit of the season, quinoa
 * in rice and beans. The generator looks among these first, in the item's own role; never butter for an avocado.
 */
export const CHEAP_COUNTERPARTS = ["sardinha", "amendoim", "pasta de amendoim", "banana", "mamão", "laranja", "maçã", "melancia", "goiaba", "ovo", "frango", "peito de frango", "acém", "patinho", "músculo", "merluza", "aveia", "arroz", "feijão", "batata", "mandioca", "leite", "iogurte natural", "queijo minas"];

/** Words that end a food's name: a conjunction, a pronoun or a verb turns the clause to something else. */
const NOT_A_FOOD_WORD = String.raw`(?!(?:nem|e|ou|mas|me|te|se|lhe|nos|fazem|faz|fica|ficam|da|dao|tira|tire|tirar|pode|por|porque|pq|que|no|na|sem|com|nada|tambem|tb|nunca|mais|mesmo|de jeito|jeito|ne|hoje|quero|queria|monta|monte|montar|faca|fazer|gera|gere|gerar|cria|crie|criar|preciso|manda|plano|cardapio|dieta|eu|um|uma|sou|to|ta|tenho|estou|tou|pfv|pf|pls|por favor|obrigad[oa]|brigad[oa]|valeu|viu|blz|beleza|ok|okay|kk+|rs+)\b)`;
/** "sem carne vermelha", "nada de peixe", "não como porco": foods the plan leaves out, in the tables' words. */
const LEAVE_OUT = new RegExp(String.raw`\b(?:sem|nada de|tirando|exceto|nao pode ter|nao como|nao come|nao pode comer|nao gosto de|nao curto|nao posso comer|nao tomo|nao bebo|nem|odeio|detesto|nao suporto)\s+(?:nada de |nenhum |nenhuma )?(?:o |a |os |as )?([a-z]+(?: (?:de |do |da )?${NOT_A_FOOD_WORD}[a-z]+)?)`, "g");
/** "sem leite e ovo", "nada de peixe nem frango": the foods after the first, up to where the clause turns to something else. */
const LIST_ITEM = new RegExp(String.raw`^ (?:e|nem|ou) (?:de |do |da |o |a |os |as )?${NOT_A_FOOD_WORD}([a-z]+(?: (?:de |do |da )${NOT_A_FOOD_WORD}[a-z]+)?)`);
/** Left out as restrictions or ways of eating, not as foods ("sem glúten" is a diet the profile and the gate read). */
const NOT_A_FOOD = /^(cafe da manha|cafe de manha|almoco|janta|jantar|ceia|gluten|lactose|acucar adicionado|frescura|pressa|tempo|dinheiro|graca|fome|muito|muita|nada|nenhum|nenhuma|repetir|repeticao|fritura|frituras|marmita|cozinhar|fogao|lanche|lanches|passar|ultrapassar|exagerar|exagero|gastar|limite|cozinha|micro|geladeira|condicoes|falta|precisar|ideia|nocao|vontade|paciencia|saco|coragem|criatividade|companhia|carro|emprego|casa|grana|verba|renda|salario|trabalho|trampo|condicao|jeito|derivados?|derivadas?|perder|perda|ganhar|sentir|ficar|deixar|engordar|emagrecer|cortar|abrir mao)$/;
const TRAILING = / (e|com|pra|para|no|na|nos|nas|por|mas|que|nem|ou|todo|toda|todos|todas|durante|na semana|pro|pros)$/;

function leftOut(folded: string): string[] {
  const out: string[] = [];
  for (const m of folded.matchAll(LEAVE_OUT)) {
    for (const what of [(m[1] as string).replace(TRAILING, "").trim(), ...listedAfter(folded.slice(m.index + m[0].length))]) addLeftOut(out, what);
  }
  // "sem leite e sem queijo, me fazem mal": milk that makes one unwell is dairy, yogurt and requeijão too.
  if (out.includes("leite") && UNWELL.test(folded)) out.push(...DAIRY);
  return [...new Set(out)];
}

function listedAfter(rest: string): string[] {
  const items: string[] = [];
  for (let m = LIST_ITEM.exec(rest); m; m = LIST_ITEM.exec(rest)) {
    items.push(m[1]!);
    rest = rest.slice(m[0].length);
  }
  return items;
}

function addLeftOut(out: string[], what: string): void {
  if (!what || NOT_A_FOOD.test(what) || NOT_A_FOOD.test(what.split(" ")[0]!)) return;
  // "nada de laticínio": every dairy food by its name, not a food called "laticínio" (decision 195).
  if (/^laticinios?$/.test(what)) return void out.push(...DAIRY);
  const known = EXCLUSION_WORDS.find(([pattern]) => pattern.test(what));
  out.push(...(known ? known[1] : [what]));
  // Pork is a red meat too (decision 126): "sem carne vermelha" never brings a lombo.
  if (/^carnes? vermelhas?$/.test(what)) out.push(...(EXCLUSION_WORDS.find(([pattern]) => pattern.test("porco"))?.[1] ?? []));
}


/**
 * What a plan request asks beyond the profile: days, meals per day and a budget. `mealCalories` is set for a plan of one
 * meal of the day ("7 dias de marmita, uns 500 kcal cada"), whose energy is that meal's.
 */
/** `constraints`: a kcal ceiling, a budget in reais, the kitchen, a marmita, a night shift (decision 126). */
/** `workweek`: "só de segunda a sexta", "dias úteis": five days, from a Monday. */
/** `needs`: what the body asks of the plan (a slow bowel, reflux, gas), with the foods favoured and left out (decision 177). */
export type TPlanAsk = { request: TMealPlanRequest; mealsPerDay: number | null; budget: boolean; onlyMeal: boolean; mealCalories: number | null; constraints: TPlanConstraints; workweek: boolean; needs: TPlanNeed[] };

/** "só de segunda a sexta", "pros dias úteis", "de seg a sex": the working week, the weekend left out. */
const WORKWEEK = /\b(?:de )?seg(?:unda)?(?: feira)? (?:a|ate) sex(?:ta)?(?: feira)?\b|\b(?:so|apenas|somente|pros|para os|nos) dias uteis\b/;
/** "de segunda a domingo", "a semana toda": every day, never the working week. */
const WHOLE_WEEK = /\b(?:a|ate) (?:sabado|domingo)\b|\bsemana (?:toda|inteira)\b/;

/** "o que eu como amanhã o dia todo?": one day of meals, not a week. */
const DAYS_AT_END = /\b(?:pode ser|podia ser|faz|faca|quero|queria|muda|mude|so|somente|apenas|entao|e)(?: (?:pra|para|de|com|em|por))? ((?:\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete) (?:dias?|semanas?))(?: (?:entao|mesmo|por favor|pfv))?$/;
const ONE_DAY = /\b(?:como|comer)\b[^.?!]*\b(?:amanha|o dia (?:todo|inteiro)|so (?:por )?hoje)\b/;

export function readPlanAsk(folded: string, asked: number | undefined): TPlanAsk {
  // "monta um cardápio de 3 dias. pode ser 5 dias?": the length said last, at the end of the request, wins.
  const restated = DAYS_AT_END.exec(folded);
  const workweek = !restated && asked === undefined && WORKWEEK.test(folded) && !WHOLE_WEEK.test(folded);
  // "só preciso de 3 jantares": that many days of that meal.
  const days = workweek ? 5 : ((restated ? requestedPlanDays(restated[1]!) : asked) ?? mealCountAsked(folded)?.count ?? (ONE_DAY.test(folded) ? 1 : undefined));
  const meals = MEALS.exec(folded);
  const snacks = MEALS_AND_SNACKS.exec(folded);
  const summed = snacks ? Math.min(6, numberValue(snacks[1]!) + (snacks[2] ? numberValue(snacks[2]) : 1)) : null;
  const count = summed !== null && summed >= 3 ? summed : meals ? numberValue(meals[1]!) : null;
  const skipsMorning = count === null && SKIPS_MORNING.test(folded);
  // "4 refeições, não tenho tempo pra lanche da tarde": the snack moves to the morning.
  const noAfternoonSnack = /\b(sem|nada de|tira|tirar|nao tenho tempo (pra|para)|nao da (pra|para)|nao consigo)( o)? lanche( da tarde)?\b/.test(folded);
  // "só de almoço e janta": the meals listed; "só o almoço": that one.
  // "só com almoço e janta, não consigo comer de manhã": the meals listed carry the whole day, not their share of it.
  const listedSaid = count ? null : onlyMealSlots(folded);
  const listed = skipsMorning ? null : listedSaid;
  const only = count || listed || skipsMorning ? null : onlyMealSlot(folded);
  // "faço jejum intermitente 16/8", "só como das 12 às 20": the day's meals fit an eating window, breakfast left out.
  const constraints = readPlanConstraints(folded);
  // "só como 2 vezes por dia": the nearest plan is lunch, an afternoon snack and dinner; more than 6 is the 6 (the reply says why).
  const outside = !count && !only && !listed ? constraints.mealsOutside : null;
  const windowed = !count && !only && !listed && (EATING_WINDOW.test(folded) || (outside !== null && outside <= 2));
  const morningless = skipsMorning ? (listedSaid ?? (LUNCH_AND_DINNER_ONLY.test(folded) ? (["LUNCH", "DINNER"] as const) : SKIPPED_MORNING_MEALS)) : null;
  const counted = morningless ?? listed ?? (only ? [only] : windowed ? WINDOW_MEALS : count ? MEALS_BY_COUNT[count] : outside !== null && outside > 6 ? MEAL_SLOTS : undefined);
  const slots = counted && count && noAfternoonSnack && count < 6 ? counted.map((s) => (s === "AFTERNOON_SNACK" ? (counted.includes("MORNING_SNACK") ? "SUPPER" : "MORNING_SNACK") : s)) : counted;
  const staples = STAPLES_ONLY.test(folded);
  const budget = BUDGET.test(folded) || constraints.budgetPerDay !== null || staples;
  // The request's schema takes at most 60 foods: what the person named comes before the kitchen's and the budget's lists.
  const needs = readPlanNeeds(folded);
  const avoidFoods = [...new Set([...leftOut(folded), ...needs.flatMap((n) => n.avoid), ...(constraints.kitchen ? KITCHEN_AVOID[constraints.kitchen] : []), ...(budget ? BUDGET_AVOID : []), ...(staples ? STAPLES_AVOID : [])])].slice(0, 60);
  const cuisine = readPlanCuisine(folded);
  const request: TMealPlanRequest = {
    ...(days === undefined ? {} : { days }),
    ...(slots ? { meals: [...slots] } : {}),
    ...(avoidFoods.length > 0 ? { avoidFoods } : {}),
    ...(cuisine ? { cuisine } : {}),
  };
  return { request, mealsPerDay: slots && count ? count : morningless ? morningless.length : windowed ? WINDOW_MEALS.length : null, budget, onlyMeal: only !== null || listed !== null, mealCalories: only ? requestedMealCalories(folded) : null, constraints, workweek, needs };
}

/** A short message that only adds constraints to the plan just asked for ("com 5 refeições", "sem lactose também", "barato"). */
const CONSTRAINT = /\b([3-6]|tres|quatro|cinco|seis) refeicoes\b|\b(?:pra|para|de|com|em|so|pode ser|podia ser) (?:\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete) (?:dias?|semanas?)\b|^(?:e |mas )?(?:(?:queria|quero|prefiro|preferia|pode ser|podia ser|melhor) )?(com|sem) \w+|\b\d{3,4} ?(kcal|calorias)\b|\b(barat\w*|economic\w*|mercado comum|coisa de mercado|coisa de feira|feira|mercadinho|nada de|vegetarian\w*|vegan\w*|sem gluten|sem lactose|nao como|nao gosto de|pode ser com|precisa ser|comida (do interior|caseira|simples|regional|de casa)|micro ?ondas|sem fogao|nao tenho fogao|marmitas?|levo comida)\b/;

export function addsToPlanRequest(text: string, folded: string): boolean {
  // "pode ser sem lactose?": a question that only adds a constraint, like "e sem lactose?".
  // "pode ser 5 dias?": the plan's length asked again.
  // "tenho azia quase todo dia", "sinto muito gases, tem como ajustar?": a need of the body said right after the plan is
  // the plan asked again with it.
  if (readPlanNeeds(folded).length > 0 && folded.split(" ").length <= 16 && !/^(comi|almocei|jantei|lanchei|tomei|bebi)\b/.test(folded)) return true;
  // "dá pra ser pra duas pessoas? a gente tem uns 250 reais por semana": money for the groceries said after a plan is the
  // plan asked again within it, whatever the length or the question mark (decision 186).
  if (readPlanConstraints(folded).budgetPerDay !== null && folded.split(" ").length <= 30 && !/^(comi|almocei|jantei|lanchei|tomei|bebi|gastei|paguei)\b/.test(folded)) return true;
  // "sem ovo no café": one meal's food, an edit of the plan, not the plan asked again without it everywhere.
  if (WITHOUT_IN_MEAL.test(folded)) return false;
  // "quero coisa mineira, dá pra trocar?": a region's kitchen asked as a question is the plan asked again in it.
  const cuisine = readPlanCuisine(folded) !== null;
  if (text.includes("?") && !cuisine && !/^(e )?(?:(?:pode ser|da pra ser|e se for|pode|da pra fazer|faz) )?(com|sem) /.test(folded) && !DAYS_AT_END.test(folded)) return false;
  // "muda pra comida do norte": the whole plan in a region's kitchen, a plan asked again, never an edit of one item.
  const edits = /^(troca|troque|trocar|tira|tire|muda|mude|substitui|coloca|bota|repete)\b/.test(folded) && !cuisine;
  // "eu só almoço e janto", "3 refeições grandes e 1 lanche": the day's meals said again, the plan asked again with them.
  const meals = SKIPS_MORNING.test(folded) || MEALS_AND_SNACKS.test(folded);
  return folded.split(" ").length <= (MEALS.test(folded) || meals ? 16 : 14) && (CONSTRAINT.test(folded) || cuisine || meals) && !edits && !/^(comi|almocei|jantei|lanchei|tomei|bebi)\b/.test(folded);
}
