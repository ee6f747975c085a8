import { foldText } from "../chat.text";

/**
 * What the body asks of a plan, said with the request or after it (decision 177): a bowel that is slow, reflux or
 * heartburn, gas. Each need is data: the words that say it, the foods the generator favours, the foods it leaves out,
 * and what the reply says about the plan. The reply checks the need on every day of the plan before saying it.
 */
export type TPlanNeed = { kind: "bowel" | "reflux" | "gas"; prefer: readonly string[]; avoid: readonly string[] };

const NEEDS: readonly [RegExp, TPlanNeed][] = [
  [
    /\b(?:intestino (?:(?:e|ta|esta|fica|anda|vive|muito|bem|meio) )*(?:preso|travado|parado|lento|que nao funciona)|prisao de ventre|constipa\w*|nao (?:consigo )?(?:ir|vou) ao banheiro|fico dias sem (?:ir ao banheiro|evacuar)|ressecad[oa])\b/,
    { kind: "bowel", prefer: ["aveia", "mamão", "ameixa", "linhaça", "pão integral", "arroz integral", "feijão", "laranja"], avoid: [] },
  ],
  [
    /\b(?:refluxo|azia|queimacao|esofagite|hernia de hiato)\b/,
    // On top of the gastritis list the facts already keep (coffee, pepper, soda, fried food, sausages): acid fruit,
    // chocolate and mint, which loosen the valve or burn on the way back.
    { kind: "reflux", prefer: [], avoid: ["laranja", "limão", "abacaxi", "mexerica", "tangerina", "maracujá", "chocolate", "hortelã", "molho de tomate", "café com leite"] },
  ],
  [
    /\b(?:(?:muito|muitos|com|sinto|tenho|da|dá|me da) (?:gases|gas)|gases|flatulencia|barriga (?:estufada|inchada)|estufamento|estufad[oa])\b/,
    { kind: "gas", prefer: [], avoid: ["repolho", "couve-flor", "brócolis", "refrigerante"] },
  ],
];

/** The needs said in the text, each once. */
export function readPlanNeeds(text: string): TPlanNeed[] {
  const folded = foldText(text);
  return NEEDS.filter(([pattern]) => pattern.test(folded)).map(([, need]) => need);
}
