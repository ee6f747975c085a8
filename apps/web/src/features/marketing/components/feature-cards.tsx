import { Brain, Camera, CircleHelp, Clock, MessagesSquare, Mic, Salad, TrendingUp } from "lucide-react";

/** The eight features (001 §2, Funcionalidades). */
export const FEATURES = [
  { Icon: Clock, title: "Acesso 24/7", text: "Tire dúvidas sobre alimentação a qualquer hora, pelo site, WhatsApp ou Telegram." },
  { Icon: Brain, title: "IA avançada", text: "Respostas baseadas em uma base de alimentos brasileira, com calorias e macronutrientes calculados." },
  { Icon: MessagesSquare, title: "Conversa inteligente", text: "O assistente lembra do seu perfil e do histórico para responder de forma personalizada." },
  { Icon: Salad, title: "Planos alimentares sob medida", text: "Cardápios que respeitam seu objetivo, suas restrições e os alimentos de que você gosta." },
  { Icon: CircleHelp, title: "Perguntas sobre nutrição", text: "Entenda rótulos, porções, substituições e mitos da alimentação em linguagem simples." },
  { Icon: Camera, title: "Análise de fotos de refeições", text: "Envie uma foto do prato e receba a estimativa de calorias e nutrientes." },
  { Icon: Mic, title: "Mensagens de voz", text: "Fale o que comeu: o assistente transcreve e registra para você." },
  { Icon: TrendingUp, title: "Acompanhamento de progresso", text: "Veja calorias do dia, evolução semanal e mantenha o foco no seu objetivo." },
] as const;

/** `heading` is the level of each card's title below the enclosing heading (h2 under the page's h1, h3 under a section's h2). */
export function FeatureCards({ heading: Heading }: { heading: "h2" | "h3" }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map((f) => (
        <li key={f.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <f.Icon aria-hidden="true" size={30} className="text-emerald-700" />
          <Heading className="mt-3 font-semibold text-slate-900">{f.title}</Heading>
          <p className="mt-1 text-sm text-slate-700">{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
