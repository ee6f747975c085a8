import type { TUserFacts } from "../understand/user-facts";

/** Kidney stones are the one kidney condition where drinking more is the advice: never read as a fluid limit. */
const STONES = /\b(calculo|calculos|pedra|pedras) (renal|renais|nos? rins?)\b/;

/** Drinking a lot asked: "à vontade?", "posso beber bastante água?", "quantos litros?", "pra me hidratar". */
const DRINKING_FREELY = /\b(a vontade|bastante|muita agua|muito liquido|litros?|hidrat\w*|sem limite|o quanto quiser)\b/;
const DRINK = /\b(agua|liquidos?|sucos?|cha|refri\w*|bebida|beber|tomar|tomo|bebo)\b/;

/** Foods rich in potassium the person may reach for every day. */
const POTASSIUM_FOOD =
  /\b(agua de coco|sucos? de laranja|laranjas?|bananas?|abacate|maracuja|melao|mamao|tomates?|batata|feijao|kiwi|uva passa|ameixa seca|chocolate|sal light)\b/;
/** Asked as a habit or freely, not as one portion's numbers: "todo dia pode?", "bastante", "à vontade". */
const AS_A_HABIT = /\b(a vontade|bastante|todo dia|todos os dias|sempre|direto|muito|muita|varios|varias|pode|posso|liberado|liberada)\b/;

export const KIDNEY_FLUIDS =
  "**Com hemodiálise ou doença renal avançada, não beba à vontade: a quantidade de líquido por dia é definida pela sua equipe de nefrologia.** Na diálise o rim quase não elimina água, e o que você bebe entre as sessões fica no corpo: incha, sobe a pressão, pesa no coração e pode dar falta de ar. Conta como líquido toda bebida e também sopa, caldo, gelatina, sorvete e picolé. No calor ou com sede: use copos pequenos, chupe pedrinhas de gelo (contam, mas rendem mais), evite comida salgada e embutidos (dão sede) e pergunte à equipe qual é o seu limite por dia e quanto peso você pode ganhar entre as sessões. **Falta de ar, inchaço que aumenta ou ganho de peso grande entre as sessões pedem contato com a clínica de diálise no mesmo dia.**";

export const KIDNEY_POTASSIUM =
  "**Na diálise ou na doença renal avançada, água de coco, suco de laranja, banana e outras frutas ricas em potássio não são à vontade nem todo dia sem combinar com a equipe.** O rim não elimina bem o potássio, e potássio alto no sangue pode afetar o coração sem avisar. Quanto cabe depende do seu exame de potássio: pergunte ao(à) **nefrologista** e ao(à) **nutricionista** da clínica a sua quantidade. Enquanto isso, prefira frutas com menos potássio (maçã, pera, abacaxi, melancia) em porções pequenas, e lembre que sucos e água de coco contam também como líquido. **Fraqueza nas pernas, formigamento ou coração batendo irregular pedem pronto-socorro.**";

const SOURCE =
  "_Fontes: Ikizler TA et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis. 2020;76(3 Suppl 1):S1-S107._";

/**
 * Dialysis or chronic kidney disease said in the conversation, then a drink or a potassium-rich food asked freely
 * ("água de coco à vontade?", "posso tomar bastante suco de laranja?", "banana todo dia pode?"): the limits come from
 * the nephrology team, never "hydrate freely".
 */
export function kidneyFluidsAnswer(folded: string, earlier: string, facts: TUserFacts, loggingAMeal: boolean): string | null {
  if (loggingAMeal || !facts.conditions.has("KIDNEY_DISEASE") || STONES.test(`${earlier} ${folded}`)) return null;
  const fluids = DRINKING_FREELY.test(folded) && DRINK.test(folded.replace(POTASSIUM_FOOD, "agua"));
  const potassium = POTASSIUM_FOOD.test(folded) && AS_A_HABIT.test(folded);
  if (!fluids && !potassium) return null;
  const parts = [potassium ? KIDNEY_POTASSIUM : null, fluids ? KIDNEY_FLUIDS : null].filter((p): p is string => p !== null);
  return [...parts, SOURCE].join("\n\n");
}
