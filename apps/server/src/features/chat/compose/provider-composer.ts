import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { FOOD_COMPONENT_LABELS, type TMealAnalysis } from "@nutriguia/nutrition";
import { runWithFallback } from "../../../ai/fallback";
import type { TAi } from "../../../plugins/ai";
import { MEAL_PLAN_PATH } from "../../../shared/meal-plan-creation";
import type { TFactSources, TPlanOutcome, TTurnFacts } from "../facts/gather-facts";
import { safeFloor } from "../gate/refusals";
import type { TConversation } from "../understand/conversation";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { nutritionBlock, warningsBlock } from "./format";
import { PROVIDER_TOOLS, runTool, ToolError, type TToolState } from "./provider-tools";

const MAX_TOOL_ROUNDS = 3;
const HISTORY_MESSAGES = 6;

export type TProviderInput = {
  u: TUnderstanding;
  facts: TUserFacts;
  gathered: TTurnFacts;
  conversation: TConversation;
  sources: TFactSources;
};

/** `grounded` is false when the text shows a number no tool, fact or user message gave. */
export type TProviderOutput = { text: string; grounded: boolean; toolAnalysis: TMealAnalysis | null; plan: TPlanOutcome | null };

function safetyRules(facts: TUserFacts, gathered: TTurnFacts): string[] {
  const rules = [
    `Nunca sugira ingestão abaixo de ${safeFloor(facts.profile?.gender)} kcal por dia, dietas radicais, jejum de dias, laxantes, diuréticos ou remédios para emagrecer.`,
    "Se a pessoa falar em vomitar, ficar dias sem comer, laxantes ou se machucar, responda com acolhimento e indique o CVV (188), sem números.",
    "Nunca monte dieta ou meta de calorias para crianças e adolescentes: indique o pediatra.",
  ];
  if (facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION")) rules.push("A pessoa está gestante ou amamentando: nenhum déficit calórico, nenhuma dieta restritiva; evite alimentos crus de origem animal e álcool; cafeína até 200 mg/dia.");
  if (facts.avoid.length > 0) rules.push(`Alergias e restrições: ${facts.avoid.map((a) => `${FOOD_COMPONENT_LABELS[a.component]} (${a.kind}, ${a.severity})`).join(", ")}. Se um alimento contiver algo disso, comece a resposta pelo alerta.`);
  if (gathered.conflicts.length > 0) rules.push(`Conflitos já encontrados: ${gathered.conflicts.map((c) => `${c.food} contém ${FOOD_COMPONENT_LABELS[c.component]}`).join("; ")}.`);
  return rules;
}

function systemPrompt(input: TProviderInput): string {
  const { u, facts, gathered } = input;
  const knowledge = gathered.knowledge.map((k) => `- ${k.item.title}: ${k.item.answer} (Fontes: ${k.item.references.map((r) => r.citation).join("; ")})`);
  return [
    "Você é o assistente de nutrição do NutriGuia e responde sempre em português do Brasil, em markdown curto e acolhedor. Não use HTML.",
    "Todo número que você mostrar (calorias, gramas, miligramas, porcentagens, metas) deve vir de uma ferramenta (analyze_meal, lookup_food, get_targets, get_day_totals, create_meal_plan). Nunca invente nem estime valores; cite a fonte que a ferramenta informar.",
    "Se a pergunta estiver fora de nutrição e alimentação, diga isso em uma frase e conte o que você faz. Se não souber, diga que não sabe.",
    "Para condições de saúde use linguagem cautelosa e indique acompanhamento profissional.",
    ...safetyRules(facts, gathered),
    "",
    `Entendimento da mensagem: tipo=${u.type}; alimentos=${u.foods.map((f) => f.food?.name ?? f.phrase).join(", ") || "nenhum"}; condições=${[...facts.conditions].join(", ") || "nenhuma"}; dieta=${[...facts.diets].join(", ") || "nenhuma"}${facts.child ? "; pergunta sobre uma criança" : ""}.`,
    knowledge.length > 0 ? `Conhecimento verificado que responde à pergunta:\n${knowledge.join("\n")}` : "",
    gathered.analysis ? "O bloco 'Informações Nutricionais' com os números será anexado depois da sua resposta: escreva só um comentário breve." : "",
  ]
    .filter(Boolean)
    .join("\n");
}

const NUMBER = /\d+(?:[.,]\d+)*/g;

function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((m) => {
    const raw = m[0];
    const normalised = /^\d{1,3}(\.\d{3})+$/.test(raw) ? raw.replace(/\./g, "") : raw.replace(",", ".");
    return Number(normalised);
  });
}

/** Every number above 10 in the model's text must appear in a tool result, the prompt or the user's words. */
export function numbersAreGrounded(text: string, grounded: string): boolean {
  const allowed = new Set<number>();
  for (const n of numbersIn(grounded)) for (const v of [n, Math.round(n), Math.round(n * 10) / 10]) allowed.add(v);
  for (const n of [188, 192, 2000]) allowed.add(n);
  return numbersIn(text).every((n) => n <= 10 || allowed.has(n) || allowed.has(Math.round(n)));
}

/**
 * The model is the conversation and the engine its tools. Returns null when a tool call fails (the caller then
 * answers with the built-in composer); a provider outage propagates.
 */
export async function composeWithProvider(ai: TAi, input: TProviderInput): Promise<TProviderOutput | null> {
  const history: ChatCompletionMessageParam[] = input.conversation.turns.slice(-HISTORY_MESSAGES).map((t) => ({
    role: t.direction === "INCOMING" ? "user" : "assistant",
    content: t.content,
  }));
  const system = systemPrompt(input);
  return runWithFallback(ai.providers, "chat", async (provider) => {
    const state: TToolState = { analysis: null, plan: null };
    const messages: ChatCompletionMessageParam[] = [{ role: "system", content: system }, ...history, { role: "user", content: input.u.text }];
    let grounded = `${system}\n${input.u.text}`;
    for (let round = 0; round <= MAX_TOOL_ROUNDS; round += 1) {
      const completion = await provider.complete("chat", { messages, tools: round < MAX_TOOL_ROUNDS ? PROVIDER_TOOLS : undefined, temperature: 0.3 });
      const message = completion.choices[0]!.message;
      const calls = (message.tool_calls ?? []).filter((c) => c.type === "function");
      if (calls.length === 0) {
        const text = message.content?.trim();
        if (!text) throw new Error("empty completion");
        const analysis = input.gathered.analysis ?? state.analysis;
        const block = analysis ? `\n\n${nutritionBlock(analysis)}${warningsBlock(analysis)}` : "";
        const plan = state.plan?.kind === "created" ? `\n\nVeja o plano em [${state.plan.plan.title}](${MEAL_PLAN_PATH(state.plan.plan.id)}).` : state.plan ? `\n\n${state.plan.message}` : "";
        return { text: `${text}${block}${plan}`, grounded: numbersAreGrounded(text, grounded), toolAnalysis: state.analysis, plan: state.plan };
      }
      messages.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
      for (const call of calls) {
        let result: unknown;
        try {
          result = await runTool(call.function.name, call.function.arguments, input.facts, input.sources, state);
        } catch (error) {
          if (error instanceof ToolError) return null;
          throw error;
        }
        const content = JSON.stringify(result);
        grounded += `\n${content}`;
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
    }
    throw new Error("too many tool rounds");
  });
}
