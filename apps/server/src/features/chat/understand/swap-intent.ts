import { IN_A_RECIPE } from "./question-type";
/** "quero trocar por batata doce", "se eu quiser trocar o arroz pelo macarrão", "por maçã" after "quero trocar a banana". */
export type TSwapIntent = { from: string | null; to: string | null };

const WISH = String.raw`(?:(?:e\s+)?se\s+eu\s+(?:quiser|quisesse|for)\s+|(?:eu\s+)?(?:quero|queria|gostaria\s+de|pensei\s+em|to\s+pensando\s+em|estou\s+pensando\s+em|penso\s+em|posso|da\s+pra|daria\s+pra|vou|pretendo)\s+)`;
const SWAP = new RegExp(String.raw`^${WISH}(?:trocar|substituir|mudar)\s+(?:(?:o|a|os|as|meu|minha)\s+)?(.*?)\s*(?:\b(?:por|pelo|pela|pelos|pelas)\s+(?:(?:um|uma|o|a)\s+)?(.+))?$`);
const ONLY_TARGET = /^(?:e\s+)?(?:por|pelo|pela|pelos|pelas)\s+(?:(?:um|uma|o|a)\s+)?(.+)$/;

const AMOUNT_FOLLOW_UP = /^(?:e |ou |mas )?(?:a |na )?(?:quantidade|porcao|quantas colheres|quantos gramas)\b|^(?:e |ou |mas )?(?:eu )?(?:tenho|preciso|devo)(?: que| de)? (?:comer|colocar|por|usar) (?:menos|mais|a mesma|o mesmo|igual)\b|\b(?:mesma quantidade|mesma porcao|mesmo tanto)\b/;

const subject = (words: string | undefined) => (words ?? "").replace(/\b(do|da|no|na) (almoco|jantar|janta|lanche|cafe da manha|cafe)\b/, "").trim() || null;

/** Null when the message is not a wish to swap a food; `from` null means "the food just talked about". */
export function readSwapIntent(folded: string, previousFolded: string | null): TSwapIntent | null {
  // "substituir ovo em bolo", "trocar o leite na receita": an ingredient in a recipe, not a food for its energy.
  if (IN_A_RECIPE.test(folded)) return null;
  const swap = SWAP.exec(folded);
  if (swap) {
    return { from: subject(swap[1]), to: swap[2]?.trim() || null };
  }
  // "a quantidade é a mesma?", "ou tenho que comer menos?" after a swap: the same swap, asked by the amount.
  const previous = previousFolded ? SWAP.exec(previousFolded) : null;
  if (previous?.[2] && AMOUNT_FOLLOW_UP.test(folded)) return { from: subject(previous[1]), to: previous[2].trim() };
  const target = ONLY_TARGET.exec(folded);
  if (target && previousFolded && SWAP.test(previousFolded)) {
    return { from: subject(SWAP.exec(previousFolded)?.[1]), to: target[1]!.trim() };
  }
  return null;
}
