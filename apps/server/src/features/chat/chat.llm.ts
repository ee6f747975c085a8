import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { analyze, type TMealAnalysis, type TNutritionProfile } from "@nutriguia/nutrition";
import { runWithFallback } from "../../ai/fallback";
import type { TAi } from "../../plugins/ai";

const MAX_TOOL_ROUNDS = 3;

const ANALYZE_MEAL_TOOL: ChatCompletionTool = {
  type: "function",
  function: {
    name: "analyze_meal",
    description:
      "Calcula calorias, macronutrientes, fibras, sódio e avaliação de uma refeição descrita em português (ex.: '2 ovos cozidos e 1 pão francês'). Use sempre que precisar de números sobre alimentos.",
    parameters: {
      type: "object",
      properties: { text: { type: "string", description: "Os alimentos com as quantidades, em português" } },
      required: ["text"],
      additionalProperties: false,
    },
  },
};

export type TLlmInput = {
  text: string;
  /** The built-in composer's answer: verified facts the model may only rephrase. */
  draft: string;
  hasNutritionBlock: boolean;
  profile: TNutritionProfile | undefined;
  safetyRules: string[];
  history: { role: "user" | "assistant"; content: string }[];
};

export type TLlmOutput = { text: string; toolAnalysis: TMealAnalysis | null };

function systemPrompt(input: TLlmInput): string {
  return [
    "Você é o assistente de nutrição do NutriGuia e responde sempre em português do Brasil, em markdown curto e acolhedor.",
    "Regras: todo número que você mostrar deve vir da ferramenta analyze_meal ou dos FATOS abaixo; nunca invente valores.",
    "Nunca sugira ingestão abaixo de mínimos seguros nem déficit calórico para gestantes ou lactantes; respeite todas as alergias e restrições; para condições de saúde use linguagem cautelosa e indique acompanhamento profissional.",
    "Diga claramente quando não souber responder. Não use HTML.",
    input.hasNutritionBlock
      ? "O bloco 'Informações Nutricionais' com os números será anexado automaticamente depois da sua resposta: escreva só um comentário breve, sem repetir os números."
      : "",
    ...input.safetyRules,
    "",
    "FATOS verificados (resposta preparada pelo motor nutricional):",
    input.draft,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The LLM phrases; the engine computes. Tool calls run the engine, and the first provider to answer wins. */
export async function composeWithProvider(ai: TAi, input: TLlmInput): Promise<TLlmOutput> {
  return runWithFallback(ai.providers, "chat", async (provider) => {
    let toolAnalysis: TMealAnalysis | null = null;
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: systemPrompt(input) },
      ...input.history,
      { role: "user", content: input.text },
    ];
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const completion = await provider.complete("chat", {
        messages,
        tools: round < MAX_TOOL_ROUNDS ? [ANALYZE_MEAL_TOOL] : undefined,
        temperature: 0.3,
      });
      const message = completion.choices[0]!.message;
      const calls = (message.tool_calls ?? []).filter((c) => c.type === "function");
      if (calls.length === 0) {
        const text = message.content?.trim();
        if (!text) throw new Error("empty completion");
        return { text, toolAnalysis };
      }
      messages.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        let result: unknown;
        if (call.function.name === "analyze_meal") {
          const args = JSON.parse(call.function.arguments || "{}") as { text?: unknown };
          const analysis = analyze(String(args.text ?? ""), input.profile);
          if (analysis.items.length > 0) toolAnalysis = analysis;
          result = { totals: analysis.totals, macroPercentages: analysis.macroPercentages, items: analysis.items, unmatched: analysis.unmatched, warnings: analysis.warnings };
        } else {
          result = { error: `ferramenta desconhecida: ${call.function.name}` };
        }
        messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
      }
    }
    throw new Error("too many tool rounds");
  });
}

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
