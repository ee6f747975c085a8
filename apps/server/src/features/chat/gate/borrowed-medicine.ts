import { mentionsRisk } from "../understand/risk-lexicon";
import type { TUnderstanding } from "../understand/understand";
import type { TGateVerdict } from "./gate";

/**
 * A medicine taken from someone else's prescription ("tomo um diurético da minha vó", "minha amiga me deu uns lasix"):
 * the first thing said is not to take it, whatever else the reply is about (issue 27, decision 198).
 */
const NOT_YOURS =
  "💊 **Não tome remédio receitado para outra pessoa.** O remédio e a dose foram escolhidos para quem tem a receita (os rins, a pressão, o coração, os outros remédios dessa pessoa), não para você; devolva e, se houver motivo para tratar algo em você, um **médico** avalia.";

const DIURETIC_NOT_YOURS = [
  "💊 **Não tome o diurético de outra pessoa (e, se já começou, pare).** A furosemida (Lasix) e os outros diuréticos são receitados para doenças do coração, dos rins ou da pressão, na dose da pessoa que tem a receita.",
  "",
  "- O que sai com ele é **água, não gordura**: o peso volta em um ou dois dias, assim que você bebe e come.",
  "- No caminho, ele leva **potássio e sódio** e pode baixar a pressão: câimbras, fraqueza, tontura ao levantar e o coração batendo fora do ritmo. **Palpitação, desmaio ou confusão: ligue 192 (SAMU).**",
  "- **Inchaço que incomoda** merece uma consulta (UBS ou clínico): ele tem causas que o médico procura, e o tratamento depende delas.",
  "",
  "Para uma pesagem ou uma festa, o que ajuda sem risco é comer como de costume, com menos sal e ultraprocessados nos dias antes, e beber água normalmente.",
].join("\n");

/**
 * This turn's words only (not the turn before read with it): someone else's diuretic is the whole reply; any other
 * medicine puts the line before the gate's verdict, or stands alone. An emergency or self-harm keeps its own reply.
 */
export function withBorrowedMedicine(verdict: TGateVerdict | null, u: TUnderstanding): TGateVerdict | null {
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  if (!mentionsRisk(own, "someone_elses_medicine") || verdict?.content.startsWith("🚨") || mentionsRisk(own, "self_harm")) return null;
  if (mentionsRisk(own, "diuretic")) return { kind: "support", content: DIURETIC_NOT_YOURS };
  return verdict ? { ...verdict, content: `${NOT_YOURS}\n\n${verdict.content}` } : { kind: "answer", content: NOT_YOURS };
}
