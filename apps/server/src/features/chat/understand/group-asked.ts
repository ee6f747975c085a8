/**
 * "quais carnes vc me indica?", "que peixe é bom pra comer?", "me indica uns cortes", "o que vc recomenda de carne no
 * rodízio?": a food group asked for picks, answered with a list that keeps to what the person leaves out, never one
 * food's card. The occasion said in the message or the thread ("vou num rodízio") chooses the list.
 */
export type TFoodGroup = "carnes" | "peixes";
export type TGroupAsked = { group: TFoodGroup; occasion: "churrasco" | null };

const GROUP = String.raw`(carnes?|cortes?(?: de carne)?|peixes?)`;
const PICK = String.raw`(?:indica|indicaria|recomenda|recomendaria|sugere|sugeriria|escolho|escolher|pego|pegar|posso comer|devo comer|e melhor|sao melhores|sao boas|sao bons|e bom|e boa|vale a pena|valem a pena|como|comer)`;
const ASKED = [
  new RegExp(String.raw`^(?:e |mas |entao |ai )?(?:quais|qual|que|q|quais sao|quais as|quais os)\b (?:as |os |tipos? de |a |o )?(?:melhores? |boas |bons )?${GROUP}\b(?: (?:vc|voce|tu|c|ce|que|q|me|eu|mais|magras?|magros|leves?|boas|bons|de boa|pra mim|no rodizio|na churrascaria|no churrasco))*(?: ${PICK}\b.*)?$`),
  new RegExp(String.raw`\b(?:me )?(?:indica|recomenda|sugere|indique|recomende|sugira)\w* (?:umas? |algumas? |uns |alguns |quais )?(?:boas? |bons )?${GROUP}\b`),
  new RegExp(String.raw`\bo que (?:vc |voce |c |ce )?(?:me )?(?:indica|recomenda|sugere)\w* de ${GROUP}\b`),
];
const CHURRASCO = /\b(rodizio|churrasc\w*|espetinho|espeto corrido|costelaria)\b/;

/** The group and the occasion asked, or null; `thread` is what was said before in the conversation. */
export function readGroupAsked(folded: string, thread: string): TGroupAsked | null {
  if (folded.split(" ").length > 14) return null;
  const said = ASKED.map((re) => re.exec(folded)).find(Boolean);
  if (!said) return null;
  const word = said[1]!;
  const group: TFoodGroup = /^peix/.test(word) ? "peixes" : "carnes";
  return { group, occasion: CHURRASCO.test(folded) || CHURRASCO.test(thread) ? "churrasco" : null };
}
