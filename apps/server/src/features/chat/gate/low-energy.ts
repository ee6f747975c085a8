import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";

/** "minha menstruação parou faz 3 meses", "não desce há meses", "parei de menstruar": periods gone, not late. */
const PERIODS_GONE =
  /\b(menstruacao|menstruacao|regra|ciclo|mestruacao) (\w+ )?(parou|sumiu|foi embora|nao (vem|veio|desce|desceu)|cortou|falhou)\b|\b(parei de|sem|nao to|nao estou) menstruar\w*\b|\bnao (menstruo|menstruei)\b|\bamenorreia\b/;
/** Losing weight, eating little or training hard, said now or in the turn before. */
const LOSING_OR_TRAINING =
  /\b(leve|levinha|emagre\w*|perdi|perdendo|secando|sequei|dieta|comendo (bem |muito )?pouco|como (bem |muito )?pouco|deficit|treino|treinando|treinos|corro|correndo|corrida|maratona|academia|atleta|balanca)\b|\b\d+ ?km\b/;
/** Other reasons a period stops, for the doctor, not this answer. */
const OTHER_REASON = /\b(gravida|gravidez|gestante|menopausa|amamentando|amamento|diu|anticoncepcional|pilula|implante)\b/;

/** Periods gone with weight loss, eating little or hard training: low energy availability, never good news. */
export function periodsGone(u: TUnderstanding, facts: TUserFacts): string | null {
  if (!PERIODS_GONE.test(u.folded) || OTHER_REASON.test(u.folded) || facts.conditions.has("PREGNANCY") || facts.conditions.has("LACTATION")) return null;
  const context = `${u.earlier ?? ""} ${u.context ?? ""} ${u.folded}`;
  if (!(facts.training || u.stated.training || facts.wantsWeightLoss || LOSING_OR_TRAINING.test(context))) return null;
  return PERIODS_GONE_ANSWER;
}

const PERIODS_GONE_ANSWER = [
  "⚠️ **Menstruação parada por meses não é um bom sinal, mesmo que você se sinta mais leve.** Quando o corpo recebe menos energia do que gasta (comendo pouco, treinando muito, ou os dois), ele economiza desligando os hormônios que regulam o ciclo. Isso tem nome, **baixa disponibilidade de energia (RED-S)**, e cobra caro: os ossos ficam mais fracos (risco de fratura por estresse), o rendimento e a imunidade caem, e vêm cansaço e lesões.",
  "",
  "- **Não corte mais nada agora.** Faça as refeições do dia e coma antes e depois dos treinos, com carboidrato (arroz, pão, batata, frutas) e proteína (ovo, frango, iogurte, feijão).",
  "- **Marque um(a) ginecologista** (ou um médico do esporte) nas próximas semanas e conte há quanto tempo parou, quanto você treina e come: ele(a) investiga outras causas, inclusive gravidez, e avalia os ossos.",
  "- Um **nutricionista esportivo** ajusta quanto comer para o seu treino; se pensar em peso e comida estiver pesando, um **psicólogo** ajuda.",
  "",
  "_Fonte: Mountjoy M et al. 2023 International Olympic Committee (IOC) consensus statement on Relative Energy Deficiency in Sport (REDs). Br J Sports Med. 2023;57(17):1073-1097._",
].join("\n");
