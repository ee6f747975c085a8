/**
 * The numbers of a nutrition label typed in a message ("no rótulo do iogurte tá porção 170g, 9g de açúcares adicionados,
 * 110 kcal, é bom?"): a label to read, never a meal to log (decision 133).
 */
export type TLabelFacts = {
  portion: { amount: number; unit: "g" | "ml" } | null;
  kcal: number | null;
  addedSugar: number | null;
  sugar: number | null;
  sodium: number | null;
  saturatedFat: number | null;
  protein: number | null;
  carbohydrates: number | null;
  /** Total fat ("2,5g gordura"), not the saturated. */
  fat: number | null;
};

const LABEL_WORDS = /\b(rotulo|rotulos|embalagem|tabela nutricional|informac\w* nutricional|lista de ingredientes|no pacote|na caixa|na lata|no pote)\b/;
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

const amount = (folded: string, pattern: RegExp): number | null => {
  const m = pattern.exec(folded);
  return m ? Number(m[1]!.replace(/[, ]/, ".")) : null;
};
/** A number of grams as folding leaves it: "2,5g" reads "2 5g". */
const GRAMS = String.raw`\b(\d+(?:[.,]\d+| \d(?= ?g\b))?) ?(?:g|gr|gramas)`;

/** The label's numbers, or null when the message reads no label (no label word, or no number of one). */
export function readLabel(folded: string): TLabelFacts | null {
  if (!LABEL_WORDS.test(folded)) return null;
  const portion =
    new RegExp(String.raw`\b(?:porcao|porcoes|por|em|cada|a cada|pote|pacote|unidade|garrafa|lata|caixinha) (?:de )?${NUMBER} ?(g|gramas|ml)\b`).exec(folded) ??
    new RegExp(String.raw`\b(?:diz|fala|escrito|ta|tem) ${NUMBER} ?(g|gramas|ml)\b(?! (?:de )?(?:acucar|carbo|sodio|gordura|proteina|fibra))`).exec(folded);
  const facts: TLabelFacts = {
    portion: portion ? { amount: Number(portion[1]!.replace(",", ".")), unit: portion[2] === "ml" ? "ml" : "g" } : null,
    kcal: amount(folded, new RegExp(String.raw`${NUMBER} ?(?:kcal|calorias)\b`)),
    addedSugar: amount(folded, new RegExp(String.raw`${NUMBER} ?(?:g|gramas) (?:de )?acucar(?:es)? adicionad`)),
    sugar: amount(folded, new RegExp(String.raw`${NUMBER} ?(?:g|gramas) (?:de )?acucar(?:es)?(?! adicionad)(?! totais? adicionad)\b`)),
    sodium: amount(folded, new RegExp(String.raw`${NUMBER} ?mg (?:de )?sodio\b`)),
    saturatedFat: amount(folded, new RegExp(String.raw`${NUMBER} ?(?:g|gramas) (?:de )?gorduras? saturadas?\b`)),
    protein: amount(folded, new RegExp(String.raw`${GRAMS} (?:de )?(?:proteinas?|ptn|prot)\b`)),
    carbohydrates: amount(folded, new RegExp(String.raw`${GRAMS} (?:de )?(?:carboidratos?|carbos?)\b`)),
    fat: amount(folded, new RegExp(String.raw`${GRAMS} (?:de )?gorduras?(?! saturad| trans)(?: totais?)?\b`)),
  };
  const said = [facts.kcal, facts.addedSugar, facts.sugar, facts.sodium, facts.saturatedFat].some((v) => v !== null);
  return said ? facts : null;
}
