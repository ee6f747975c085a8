import { runWithFallback } from "../../ai/fallback";
import type { TAi } from "../../plugins/ai";

const VISION_PROMPT =
  "Liste os alimentos visíveis nesta foto de refeição com a porção estimada em medidas caseiras brasileiras, numa única linha separada por vírgulas, por exemplo: '4 colheres de sopa de arroz, 1 concha de feijão, 1 bife grelhado'. Responda apenas a lista. Se não houver comida na foto, responda apenas NENHUM.";

/** Photo -> "food and portion" text for the engine; null when the model sees no food. */
export async function describeMealPhoto(ai: TAi, image: Buffer, mime: string, caption: string): Promise<string | null> {
  const text = await runWithFallback(ai.providers, "vision", async (provider) => {
    const completion = await provider.complete("vision", {
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: caption ? `${VISION_PROMPT}\nLegenda do usuário: ${caption}` : VISION_PROMPT },
            { type: "image_url", image_url: { url: `data:${mime};base64,${image.toString("base64")}` } },
          ],
        },
      ],
      temperature: 0,
    });
    return completion.choices[0]!.message.content?.trim() ?? "";
  });
  return !text || /\bNENHUM\b/i.test(text) ? null : text.replace(/\s+/g, " ").slice(0, 1000);
}

export async function transcribeAudio(ai: TAi, audio: Buffer, filename: string): Promise<string> {
  return runWithFallback(ai.providers, "transcription", (provider) => provider.transcribe(audio, filename));
}
