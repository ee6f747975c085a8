import { HEALTH_CONDITION_LABELS, type THealthCondition } from "@nutriguia/domain";
import type { TCondition } from "../understand/stated-facts";
import type { TFoodComponent } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import type { TFoodFacts } from "../facts/food-facts";
import { lower, num } from "./format";

export const ALCOHOL_IN_PREGNANCY = "🚫 **Na gestação, não consuma bebida alcoólica:** não existe dose segura de álcool para o bebê.";
export const ALCOHOL_WHILE_NURSING = "🚫 **Na amamentação, evite bebida alcoólica:** o álcool passa para o leite materno.";

const has = (f: TFoodFacts, c: TFoodFacts["composition"]["contains"][number]) => f.composition.contains.includes(c);

const FATTY_BY_NAME = /\b(frit[oa]s?|manteiga|banha|bacon|toucinho|torresmo|pastel|coxinha|empanad[oa]|com gordura|com pele|linguica|salsicha|salame|mortadela|creme de leite)\b/;

/** Fatty meats, cheeses, butter, cold cuts and fried foods: the saturated fat a raised LDL is told to cut (the tables carry no saturated-fat column). */
function richInSaturatedFat(food: TFoodFacts): boolean {
  const fatPer100 = food.per100g?.fat ?? 0;
  const animal = has(food, "meat") || has(food, "milk");
  return (animal && fatPer100 >= 8) || FATTY_BY_NAME.test(food.name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase());
}

/** What a stated or profile condition means for this food, from its numbers and composition; strongest first. */
export function conditionNotes(food: TFoodFacts, conditions: ReadonlySet<TCondition>): string[] {
  const notes: string[] = [];
  const p = food.perPortion;
  const portion = food.portion ? ` (${food.portion.measure})` : "";
  const name = lower(food.name);
  if (conditions.has("PREGNANCY")) {
    if (has(food, "raw_animal")) notes.push(`🚫 **Na gestação, evite ${name}:** é alimento de origem animal cru ou malpassado, com risco de toxoplasmose, listeriose e salmonela, que podem afetar o bebê. Prefira carnes, peixes e ovos bem cozidos.`);
    if (has(food, "alcohol")) notes.push(ALCOHOL_IN_PREGNANCY);
    if (has(food, "caffeine")) notes.push("⚠️ Na gestação, limite a cafeína a **200 mg por dia** (EFSA), cerca de 2 xícaras de café coado.");
    const plain = name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (/\b(frescal|coalho|queijo fresco|ricota|minas|brie|camembert|gorgonzola|roquefort|queijo de leite cru|coalhada)\b/.test(plain)) {
      notes.push(`⚠️ **Na gestação, ${name} só se for pasteurizado** e de procedência (com selo de inspeção): queijos frescos ou de leite cru podem transmitir listeriose.`);
    }
    if (/\b(atum|cacao|cacão|peixe espada|tubarao|cavala|badejo|dourado)\b/.test(plain)) {
      notes.push(`⚠️ **Na gestação, modere ${name}:** peixes grandes acumulam mercúrio; prefira 1 a 2 porções por semana e varie com sardinha, tilápia e outros peixes menores, sempre bem cozidos.`);
    }
  }
  if (conditions.has("LACTATION")) {
    if (has(food, "alcohol")) notes.push(ALCOHOL_WHILE_NURSING);
    if (has(food, "caffeine")) notes.push("⚠️ Na amamentação, limite a cafeína a **200 mg por dia** (EFSA): ela passa para o leite e pode deixar o bebê agitado.");
  }
  if ((conditions.has("HYPERTENSION") || conditions.has("HEART_DISEASE") || conditions.has("KIDNEY_DISEASE")) && p?.sodium !== undefined && (has(food, "high_sodium") || p.sodium >= 400)) {
    const condition = conditions.has("HYPERTENSION") ? "pressão alta" : "a sua condição";
    notes.push(
      p.sodium >= 400
        ? `⚠️ **Atenção ao sódio:** ${name}${portion} tem **${num(p.sodium)} mg de sódio**, cerca de ${Math.round((p.sodium / 2000) * 100)}% do limite de 2.000 mg por dia recomendado pela OMS. Com ${condition}, o ideal é evitar ou comer raramente, e usar menos sal e temperos prontos.`
        : `⚠️ **Atenção ao sódio:** ${name} costuma ser salgado, curado ou industrializado. A tabela registra ${num(p.sodium)} mg de sódio na porção${portion}, mas as versões vendidas prontas costumam ter bem mais: confira o rótulo. Com ${condition}, o limite é de 2.000 mg de sódio por dia (OMS); prefira comer raramente.`,
    );
  }
  if (conditions.has("KIDNEY_DISEASE") && p?.potassium !== undefined && p.potassium >= 200) {
    notes.push(`⚠️ **Potássio:** ${name}${portion} tem **${num(p.potassium)} mg de potássio**. Na doença renal, muitas pessoas precisam controlar o potássio; a quantidade liberada depende dos seus exames: siga o seu **nefrologista** e o **nutricionista**.`);
  }
  // Alcohol with gout is "evite", as the condition's caution says; a "modere" beside it would contradict it.
  if (conditions.has("GOUT") && has(food, "alcohol")) {
    notes.push(`🚫 **Com gota, evite ${name}:** o álcool atrapalha a eliminação do ácido úrico (e a cerveja ainda tem purinas do malte), o que pode desencadear uma crise. Prefira água, água com gás e limão ou chás sem açúcar, e converse com seu **médico** (reumatologista).`);
  } else if (conditions.has("GOUT") && (has(food, "shellfish") || has(food, "fish") || /figado|miudos|coracao|sardinha|anchova|cerveja|bucho/.test(name.normalize("NFD").replace(/[\u0300-\u036f]/g, "")))) {
    notes.push(`⚠️ **Com gota, modere ${name}:** tem muitas purinas, que o corpo transforma em ácido úrico e podem desencadear crises. Em fase de crise, evite; fora dela, porções pequenas e espaçadas, com bastante água. Converse com seu **médico** (reumatologista) e **nutricionista** sobre o que é liberado para você.`);
  }
  if (conditions.has("HYPERCHOLESTEROLEMIA") && p?.cholesterol !== undefined && p.cholesterol >= 60 && !richInSaturatedFat(food)) {
    notes.push(`ℹ️ **Colesterol:** ${name}${portion} tem ${num(p.cholesterol)} mg de colesterol. Para a maioria das pessoas, o colesterol do alimento pesa menos no colesterol do sangue do que as gorduras saturadas e trans; a diretriz da SBC aceita o consumo moderado (por exemplo, até 1 ovo por dia) dentro de uma alimentação equilibrada. Siga a orientação do seu **médico** (cardiologista).`);
  }
  if ((conditions.has("HYPERCHOLESTEROLEMIA") || conditions.has("HEART_DISEASE")) && richInSaturatedFat(food)) {
    const condition = conditions.has("HYPERCHOLESTEROLEMIA") ? "colesterol alto" : "doença cardíaca";
    const fat = p?.fat !== undefined ? ` tem **${num(p.fat)} g de gordura**${portion},` : "";
    notes.push(`⚠️ **Com ${condition}, vá com calma em ${name}:**${fat} boa parte saturada, a gordura que mais eleva o LDL. Prefira carnes magras (patinho, alcatra, maminha sem a capa, frango sem pele) ou peixe, tire a gordura aparente, asse ou grelhe em vez de fritar, e deixe ${name} para ocasiões, não para toda semana.`);
  }
  if (conditions.has("PREDIABETES") && p?.carbohydrates !== undefined && (food.tags.includes("high_sugar") || p.carbohydrates >= 30)) {
    notes.push(`ℹ️ **Pré-diabetes:** ${name}${portion} tem **${num(p.carbohydrates)} g de carboidratos**${food.tags.includes("high_sugar") ? " e muito açúcar" : ""}. Cabe em porção moderada, de preferência junto de verduras, feijão ou uma proteína, e não todo dia se for doce.`);
  }
  if (conditions.has("DIABETES") && p?.carbohydrates !== undefined && (food.tags.includes("high_sugar") || p.carbohydrates >= 15)) {
    notes.push(`⚠️ **Com diabetes:** ${name}${portion} tem **${num(p.carbohydrates)} g de carboidratos**${food.tags.includes("high_sugar") ? " e muito açúcar" : ""}. Prefira porções pequenas, junto de fibras e proteínas, e acompanhe a glicemia conforme o seu médico.`);
  }
  return notes;
}

/** General facts about what the food contains, for anyone (caffeine, raw animal foods, alcohol, recipe notes). */
const CAFFEINE_ASKED = /\b(cafeina|sono|insonia|ansiedade|taquicardia|acelera\w*)\b/;

/** What a recipe note speaks of: it is said only to someone who avoids that or asks about it (no note pasted into every card). */
const NOTE_TOPICS: readonly [RegExp, readonly TFoodComponent[], RegExp][] = [
  [/castanha/, ["tree_nuts", "peanut"], /\b(castanhas?|nozes|amendoim|alergi\w*)\b/],
  [/gluten|trigo|celiac/, ["gluten", "wheat"], /\b(gluten|trigo|celiac\w*)\b/],
  [/lactose|leite|queijo/, ["milk", "lactose"], /\b(lactose|leite|laticini\w*|aplv)\b/],
  [/cafeina/, ["caffeine"], CAFFEINE_ASKED],
];

function noteMatters(note: string, avoided: ReadonlySet<TFoodComponent>, asked: string): boolean {
  const folded = foldText(note);
  const topics = NOTE_TOPICS.filter(([topic]) => topic.test(folded));
  return topics.length === 0 || topics.some(([, components, words]) => components.some((c) => avoided.has(c)) || words.test(asked));
}

/**
 * Notes on what a food is made of, kept to what concerns the person: their avoided components, their conditions, a
 * child, or what the message asks (`asked`, folded). Caffeine's daily limit is said when caffeine is the question.
 */
export function compositionNotes(food: TFoodFacts, conditions: ReadonlySet<TCondition>, child = false, avoided: ReadonlySet<TFoodComponent> = new Set(), asked = ""): string[] {
  const notes = food.composition.notes.filter((n) => noteMatters(n, avoided, asked));
  if (child && has(food, "caffeine")) notes.push("⚠️ **Para crianças, evite café, chá-preto, refrigerante de cola e energéticos:** a cafeína atrapalha o sono e a atenção; o pediatra pode orientar.");
  const pregnantOrNursing = conditions.has("PREGNANCY") || conditions.has("LACTATION");
  if (has(food, "caffeine") && !pregnantOrNursing && !child && CAFFEINE_ASKED.test(asked)) notes.push("**Cafeína:** para adultos saudáveis, a EFSA considera seguro até **400 mg por dia** (cerca de 4 xícaras de café coado); na gestação e na amamentação, até 200 mg. Em excesso, causa insônia, ansiedade e taquicardia.");
  if (has(food, "raw_animal") && !conditions.has("PREGNANCY")) notes.push("Alimento cru de origem animal: só de procedência confiável e bem conservado; gestantes, crianças, idosos e imunossuprimidos devem evitar.");
  // "Se beber, com moderação" would contradict the "evite álcool" of liver disease, gout or a faith that leaves it out.
  const toldToAvoid = pregnantOrNursing || avoided.has("alcohol") || conditions.has("LIVER_DISEASE") || conditions.has("GOUT");
  if (has(food, "alcohol") && !toldToAvoid) notes.push("Bebida alcoólica: se beber, com moderação e nunca ao dirigir; o álcool também soma calorias sem nutrientes.");
  return notes;
}

export function conditionLabel(c: THealthCondition): string {
  return HEALTH_CONDITION_LABELS[c].toLowerCase();
}

/** Medicines that raise blood potassium: with them, a potassium salt substitute can push it too high. */
const POTASSIUM_MEDICINE = /\b(losartana|valsartana|olmesartana|candesartana|telmisartana|enalapril|captopril|ramipril|lisinopril|espironolactona|aldactone)\b/;
const SALT_SUBSTITUTE = /\bsal (light|diet|de potassio|rosa light)\b|\bsubstitut\w* (do|de|para o|pro) sal\b|\bcloreto de potassio\b/;

/** "posso usar sal light?" after "tomo losartana", or with kidney disease: the potassium in it first. */
export function saltSubstituteWarning(folded: string, earlier: string, conditions: ReadonlySet<TCondition>): string | null {
  if (!SALT_SUBSTITUTE.test(folded)) return null;
  const medicine = POTASSIUM_MEDICINE.test(`${earlier} ${folded}`);
  if (!medicine && !conditions.has("KIDNEY_DISEASE")) return null;
  return `⚠️ **Sal light e substitutos do sal levam cloreto de potássio.** ${medicine ? "Com remédios como losartana, enalapril ou espironolactona" : "Na doença renal"}, o potássio do sangue pode subir demais e afetar o coração: só use com a liberação do seu médico. Para reduzir o sódio, prefira temperos naturais (alho, cebola, ervas, limão) e menos sal comum.`;
}
