import type { TMealAnalysis } from "@nutriguia/nutrition";

/** What a card says to someone who told a meal; a question about a food's calories is answered, not logged. */
const INTRO = /^Analisei sua refeição: são cerca de /m;
const CLOSE = "Confirme abaixo se quer registrar esta refeição na sua contagem diária.";
const LOGGING_PRAISE = /\*\*Pontos positivos\*\*\n- Anotar o que você come ajuda a acompanhar sua alimentação\.\n*/;

/**
 * "qts calorias tem um pastel de feira?", "quantas calorias tem a coxinha?": the card's numbers answer the question, so
 * it opens with the food and what it has, praises no logging, and says nothing was logged unless the person eats it
 * and confirms (issue 27).
 */
export function cardAsAnswer(content: string, analysis: TMealAnalysis): string {
  const [only] = analysis.items;
  const subject = analysis.items.length === 1 && only ? `${only.food} (${only.measure.replace(/ \(porção padrão\)/, "").replace(/ \(([^()]+)\)$/, ", $1")}) tem cerca de ` : "Isso soma cerca de ";
  return content
    .replace(INTRO, subject)
    .replace(LOGGING_PRAISE, "")
    .replace(CLOSE, "Nada foi registrado: se você comeu, confirme abaixo para entrar no seu dia.");
}
