import { foldText } from "../../chat.text";

/**
 * A correction and a question in one message ("não comi a farofa e o prato era pequeno, isso passa da minha meta?",
 * "foi só meio acarajé. isso é muito calórico?", "esqueci do suco, e queria saber quanto de proteína deu"): the words
 * that correct the card, read as an edit, and the question after them, answered from the corrected card.
 */
export type TSaidAndAsked = { said: string; asked: string };

/** How a question clause opens once the correction is said. */
const OPENS_A_QUESTION =
  /^(?:e\s+|mas\s+|ai\s+|entao\s+|agora\s+)?(?:isso|isto|assim|com isso|quanto|quantas?|quantos|qnto|qto|qual|quais|sera que|queria saber|quero saber|gostaria de saber|me diz|me fala|me conta|como (?:fica|ficou|esta|to|tou)|passei|estourei|ainda (?:cabe|posso|da)|da pra|e (?:muito|pouco|bom|ruim|saudavel)|ta (?:bom|ok|muito|pouco)|fica (?:muito|pouco|bom)|ficou (?:muito|pouco|bom)|e no total|e o (?:total|dia)|e a (?:proteina|meta)|e de (?:proteina|calorias?))\b/;

export function splitAsked(text: string): TSaidAndAsked | null {
  const clauses = text.split(/(?<=[.!?;])\s+|,\s+|\s+e\s+(?=(?:queria|quero|gostaria) saber\b)/).filter((c) => c.trim());
  const at = clauses.findIndex((c, i) => i > 0 && (OPENS_A_QUESTION.test(foldText(c)) || (c.trim().endsWith("?") && !clauses.slice(0, i).some((b) => b.includes("?")) && foldText(c).split(" ").length <= 4)));
  if (at <= 0) return null;
  const said = clauses.slice(0, at).join(", ").replace(/[,;.!\s]+$/, "");
  const asked = clauses.slice(at).join(", ");
  // The part before must say something; the part after must be a question.
  if (!said || said.includes("?") || !(asked.includes("?") || OPENS_A_QUESTION.test(foldText(asked)))) return null;
  return { said, asked };
}
