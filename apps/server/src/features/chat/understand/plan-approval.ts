/**
 * "ficou bom, só tira o atum", "gostei, mas troca o peixe por frango", "show, mas sem ovo no café": after a plan, praise
 * and then a change is the change. The praise and its joining word are taken off, so the change is read as an edit of the
 * plan, never as the food it names (decision 177). Words of praise are data; the change is read by the plan's own readers.
 */
const PRAISE = [
  "(?:ficou|ta|tá|está|esta|achei|parece|parece estar|ficou muito|ta muito|tá muito) (?:muito |bem |super )?(?:bom|boa|otimo|ótimo|ótima|otima|legal|show|top|massa|perfeito|perfeita|lindo|bonito|bacana|excelente|joia|jóia|certo|daora|da hora|show de bola)",
  "gostei(?: muito| bastante| demais)?",
  "amei", "adorei", "curti(?: muito)?", "show(?: de bola)?", "top(?:zera)?", "beleza", "blz", "perfeito", "perfeita", "ótimo", "otimo", "massa",
  "legal", "bacana", "excelente", "muito bom", "mt bom", "joia", "jóia", "daora", "boa", "certo", "ok", "okay", "valeu", "obrigad[oa]", "brigad[oa]", "tudo certo", "quase perfeito",
];
const JOIN = "(?:só que|so que|mas|porém|porem|só|so|apenas|agora|então|entao|e)";
// Praise ends at a mark ("gostei, …") or at the joining word ("ficou bom mas …"); "boa tarde" or "legal demais" is no praise.
const APPROVAL = new RegExp(`^\\s*(?:(?:${PRAISE.join("|")})(?:\\s*[!.,;]+\\s*|\\s+(?=${JOIN}(?=[\\s,])))(?:${JOIN}(?=[\\s,])[\\s,]*)*)+`, "i");

/** The change said after the praise; the text itself when it opens with no praise or says nothing after it. */
export function withoutApproval(text: string): string {
  const m = APPROVAL.exec(text);
  if (!m) return text;
  const rest = text.slice(m[0].length).trim();
  // "ficou ótimo, obrigada!": praise alone is no change.
  return rest.split(/\s+/).filter(Boolean).length >= 2 ? rest : text;
}
