import type { TMealAnalysis } from "@nutriguia/nutrition";

/** What a card says to someone who told a meal; a question about a food's calories is answered, not logged. */
const INTRO = /^Analisei sua refeição: são cerca de /m;
const CLOSE = "Confirme abaixo se quer registrar esta refeição na sua contagem diária.";
/** A food still to come ("amanhã vou comer feijoada, quanto tem um prato?"): its numbers, and no card to confirm. */
const AHEAD_CLOSE = "Não registrei nada no seu dia, porque ainda não foi consumido. Quando comer ou beber, me conte o que foi e quanto, que eu registro.";
const LOGGING_PRAISE = /\*\*Pontos positivos\*\*\n- Anotar o que você come ajuda a acompanhar sua alimentação\.\n*/;

/**
 * "qts calorias tem um pastel de feira?", "quantas calorias tem a coxinha?": the card's numbers answer the question, so
 * it opens with the food and what it has, praises no logging, and says nothing was logged unless the person eats it
 * and confirms (issue 27); with `ahead` (a food still to come) it offers no card at all (decision 201).
 */
export function cardAsAnswer(content: string, analysis: TMealAnalysis, ahead = false): string {
  const [only] = analysis.items;
  const subject = analysis.items.length === 1 && only ? `${only.food} (${only.measure.replace(/ \(porção padrão\)/, "").replace(/ \(([^()]+)\)$/, ", $1")}) tem cerca de ` : "Isso soma cerca de ";
  return content
    .replace(INTRO, subject)
    .replace(LOGGING_PRAISE, "")
    .replace(CLOSE, ahead ? AHEAD_CLOSE : "Nada foi registrado: se você comeu, confirme abaixo para entrar no seu dia.");
}
