/**
 * A reply of a few words that names no food and asks nothing ("sim", "claro", "kkkk", "pois é", "uhum", "tá bom"), and
 * a name said to introduce oneself ("me chamo Juliana"): talk, never a food however close a word is to one ("claro" is
 * not "clara de ovo", "Maria" is not "maria-mole") (decision 133).
 */
const WORDS =
  "sim|s|ss|nao|n|entao|de bola|demais|mesmo|ai|viu|hein|tambem|tb|claro|claro que sim|isso|isso ai|exato|exatamente|verdade|certeza|com certeza|aham|uhum|hum+|hm+|ah+|eh|ne|pois e|pois nao|ta|ta bom|tabom|ta certo|ta otimo|ta joia|tranquilo|suave|de boa|fechou|bora|uai|oxe|oxente|eita|nossa|vixe|tche|bah|mano|cara|serio|jura|sei|sei la|tanto faz|talvez|acho que sim|acho que nao|pode|pode ser|isso mesmo|so isso|e isso|mais nada|nada nao|entendi|entendido|ok|okay|beleza|blz|show|top|joia|massa|legal|otimo|perfeito|certo|combinado|valeu|vlw|tmj|tamo junto|obrigad[oa]|obg|brigad[oa]|nn|muito bom|bom demais|boa|que bom|ainda bem|amem|graças a deus|gracas a deus|k+|(?:ha|ah|he|rs|kk|hu)+";
export const SHORT_REPLY = new RegExp(`^(?:(?:${WORDS})(?: |$))+$`);
/** Laughter alone: "kkkk", "hahaha", "rsrs". */
export const LAUGH = /^(?:(?:k+|(?:ha|ah|he|rs|kk|hu)+)(?: |$))+$/;
/** Just no ("não", "nada não"). */
export const JUST_NO = /^(?:nao|n|nada nao|acho que nao)(?: nao)?$/;

const NAME = /^(?:(?:oi|ola|opa|e ai|bom dia|boa tarde|boa noite|prazer)(?: |$))*(?:(?:eu )?me chamo|meu nome e|pode me chamar de|me chama de|aqui e (?:o|a)|aqui quem fala e (?:o|a)|sou (?:o|a)) ([a-z]{2,})(?: [a-z]{2,})?$/;

/** The first name someone introduces themself with, as typed (capitalised), or null. */
export function introducedName(folded: string, text: string): string | null {
  const m = NAME.exec(folded);
  if (!m) return null;
  const raw = text.split(/[^\p{L}]+/u).find((w) => w.length === m[1]!.length && w.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase() === m[1]);
  const name = raw ?? m[1]!;
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}
