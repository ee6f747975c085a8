import type { TTargets } from "@nutriguia/nutrition";
import type { TFoodFacts } from "../facts/food-facts";
import type { TRetrieved } from "../knowledge/knowledge-retrieval";
import { readingText, saysWord } from "../knowledge/asked-point";
import { contentTokens, foldText } from "../chat.text";
import type { TNutrientKey } from "../understand/question-type";
import type { TMealSlot } from "../understand/understand";
import { NUTRIENT_NAMES } from "./compose-food";
import type { TAvoid, TCondition } from "../understand/stated-facts";
import { fitToRestrictions } from "./fit-restrictions";
import { bullets, num } from "./format";
import type { TSourcesAsked } from "../understand/sources-asked";

/** The best entry, and the one that answers the second question of a message that asks two: nothing else unasked. */
export function firstAnswers(found: readonly TRetrieved[]): TRetrieved[] {
  const [best] = found;
  if (!best) return [];
  const second = found.find((r) => r.part === 2 && r.item !== best.item);
  return second ? [best, second] : [best];
}

/**
 * "manteiga ou margarina, qual é melhor?", "açúcar mascavo é melhor que o refinado?": the entries whose title names
 * every food compared and whose text speaks of each word said; an entry that only mentions one of them in passing
 * ("aveia" in "Granola é saudável?") is no comparison, and the table stays.
 */
export function entriesOnAll(found: readonly TRetrieved[], phrases: readonly string[]): TRetrieved[] {
  if (phrases.length < 2) return [];
  return firstAnswers(found).filter(({ item }) =>
    phrases.every((p) => {
      const words = contentTokens(p);
      return words.length > 0 && saysWord(foldText(item.title), words[0]!) && words.every((w) => saysWord(readingText(item), w));
    }),
  );
}

/** The word a nutrient is asked by, when it is also part of a food's name ("açúcar mascavo", "barra de proteína"). */
const NUTRIENT_WORDS: Partial<Record<TNutrientKey, string>> = { sugar: "acucar", protein: "proteina", fat: "gordura", fiber: "fibra" };

/** The nutrients asked beyond the foods' own names: "mel ou açúcar mascavo?" asks none, "frango ou ovo, mais proteína?" asks protein. */
export function nutrientsBeyondFoods(nutrients: readonly TNutrientKey[], phrases: readonly string[]): TNutrientKey[] {
  return nutrients.filter((n) => !phrases.some((p) => NUTRIENT_WORDS[n] !== undefined && contentTokens(p).includes(NUTRIENT_WORDS[n]!)));
}

/** The best curated entry (and the second question's, when a message asks two), with the references it rests on. */
export function composeKnowledge(found: readonly TRetrieved[], avoid: readonly TAvoid[] = [], conditions: ReadonlySet<TCondition> = new Set(), excluded: readonly string[] = []): string {
  return firstAnswers(found)
    .map(({ item }) => [`**${item.title}**`, "", fitToRestrictions(item.answer, avoid, conditions, excluded), "", `_Fontes: ${item.references.map((r) => r.citation).join("; ")}_`].join("\n"))
    .join("\n\n");
}

/** Nutrients the food database can rank everyday foods by. */
const RANKABLE = new Set<TNutrientKey>(["protein", "iron", "fiber", "calcium", "potassium", "vitaminC"]);

export function rankableNutrient(n: TNutrientKey): boolean {
  return RANKABLE.has(n);
}

const SLOT_NAMES: Record<TMealSlot, string> = { "cafe da manha": "café da manhã", almoco: "almoço", lanche: "lanche", jantar: "jantar", ceia: "ceia" };

/** Everyday foods richest in a nutrient, from the food database, already filtered by what the person avoids. */
export function composeRichestFoods(nutrient: TNutrientKey, foods: readonly TFoodFacts[], slot: TMealSlot | null, restricted: boolean, asked?: TSourcesAsked): string {
  const spec = NUTRIENT_NAMES[nutrient]!;
  // "qual fruta tem mais vitamina c?", "além do leite": the group and the foods left out, as the person said them.
  const besides = asked && asked.besides.length > 0 ? `Além de ${asked.besides.join(" e ")}, boas` : "Boas";
  const lines = [
    `${besides} fontes de **${spec.label}** ${asked?.within ?? "no dia a dia"}${restricted ? ", já respeitando suas restrições" : ""} (quantidade por porção usual, segundo a tabela de alimentos):`,
    "",
    bullets(foods.map((f) => `${f.name} — ${f.portion!.measure}: ${num(f.perPortion![spec.key] ?? 0)} ${spec.unit} de ${spec.label}`)),
  ];
  if (slot) {
    const picks = foods.slice(0, 3).map((f) => f.name.toLowerCase());
    const light = slot === "cafe da manha" || slot === "lanche";
    lines.push("", light
      ? `Para o ${SLOT_NAMES[slot]}, uma ideia é combinar ${picks.join(", ")} com uma fruta (laranja, acerola, goiaba ou mamão) e um pão, cuscuz ou tapioca.`
      : `Para o ${SLOT_NAMES[slot]}, uma ideia é montar o prato com ${picks.join(", ")}, junto de verduras, legumes e um carboidrato como arroz, batata ou mandioca.`);
  }
  if (nutrient === "iron") {
    lines.push("", "Para aproveitar melhor o ferro de feijão, lentilha e folhas verde-escuras, coma junto uma fonte de **vitamina C** (laranja, acerola, limão, goiaba) e deixe café e chá para longe das refeições.");
  }
  const sources = [...new Set(foods.map((f) => f.source))].slice(0, 3);
  lines.push("", `_Fonte dos números: ${sources.join("; ")}._`);
  return lines.join("\n");
}

/** How much of a nutrient per day, from the person's own targets. */
/** Who the daily amount is for: pregnancy or nursing, the weight it is per kilo of, and training said in the conversation. */
export type TNutrientFor = { pregnantOrNursing?: boolean; weightKg?: number | null; training?: boolean; minor?: boolean };

const TEEN_PROTEIN = (kg: number | null) =>
  `Na adolescência, o corpo ainda cresce e a proteína vem da comida do dia a dia: cerca de **1 a 1,5 g por kg de peso**${kg ? ` (uns ${num(Math.round(kg))} a ${num(Math.round(kg * 1.5))} g por dia para você)` : ""}, o que 3 refeições completas e 2 lanches já dão (arroz e feijão, um filé de frango ou carne, ovos, leite ou iogurte, queijo). Para ganhar massa, o que faz diferença é o **treino de força bem orientado**, comer o suficiente e dormir bem; **whey, creatina e outros suplementos não são necessários** nessa idade e só entram com o **pediatra** (ou hebiatra) e um **nutricionista**. Nada de contar calorias nem cortar refeições.`;

export function composeNutrientPerDay(nutrient: TNutrientKey, targets: TTargets, who: TNutrientFor = {}): string | null {
  const pregnantOrNursing = who.pregnantOrNursing ?? false;
  switch (nutrient) {
    case "caffeine":
      return pregnantOrNursing
        ? "Na gestação e na amamentação, a EFSA recomenda **até 200 mg de cafeína por dia**, cerca de 2 xícaras de café coado (uma xícara de 200 ml tem perto de 90 mg). Lembre que chá-preto, chá-mate, refrigerante de cola, chocolate e energéticos também têm cafeína."
        : "Para adultos saudáveis, a EFSA considera seguro **até 400 mg de cafeína por dia** (cerca de 4 xícaras de café coado de 200 ml) e até 200 mg de uma vez. Na gestação e na amamentação, o limite é de 200 mg por dia.";
    case "fiber":
      return `Para você, a meta é de **pelo menos ${num(targets.fiber)} g de fibras por dia** (a referência para adultos é de 25 a 30 g, cerca de 14 g a cada 1.000 kcal). Feijão, lentilha, aveia, frutas com casca, verduras e legumes ajudam a chegar lá; aumente aos poucos e beba água.`;
    case "protein":
      // A teenager: the growing body's protein, from meals, never the adult athlete's range nor a supplement.
      if (who.minor) return TEEN_PROTEIN(who.weightKg ?? null);
      return [
        `Com o seu perfil, a meta é de cerca de **${num(targets.protein)} g de proteína por dia**${who.weightKg ? ` (${num(Math.round((targets.protein / who.weightKg) * 10) / 10)} g por kg de peso)` : ""}, distribuída entre as refeições (ovos, carnes, peixes, feijão, lentilha, laticínios, tofu).`,
        // Training said in the conversation: the range sports nutrition uses, per kilo, with how to spread it.
        ...(who.training && who.weightKg
          ? [`Para quem treina com frequência, a faixa indicada é de **1,6 a 2,0 g por kg**, cerca de ${num(Math.round(who.weightKg * 1.6))} a ${num(Math.round(who.weightKg * 2))} g por dia para você, em 4 a 5 refeições com 20 a 40 g cada (um filé de frango de 120 g tem cerca de 38 g; 2 ovos, 13 g; uma concha de feijão, 7 g).`]
          : []),
        ...targets.notes.filter((n) => /prote/i.test(n)),
      ].join(" ");
    case "sodium":
      return `Seu limite é de **até ${num(targets.sodiumLimit)} mg de sódio por dia** (a OMS recomenda menos de 2.000 mg, cerca de 5 g de sal). Embutidos, temperos prontos, salgadinhos e macarrão instantâneo concentram sódio.`;
    case "carbohydrates":
      return `Sua meta é de cerca de **${num(targets.carbohydrates)} g de carboidratos por dia**, de preferência integrais, frutas, tubérculos e leguminosas.`;
    case "fat":
      return `Sua meta é de cerca de **${num(targets.fat)} g de gorduras por dia**, priorizando azeite, castanhas, abacate e peixes, e limitando frituras e gorduras saturadas.`;
    default:
      return null;
  }
}
