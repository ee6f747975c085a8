import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk, riskSigns } from "../understand/risk-lexicon";

/**
 * Fast loss and the practices used to lose fast, each answered as what it is (decision 208): a loss told with its time
 * ("perdi 12 kg em 1 mês", "em 2 meses eliminei 20 quilos") read as kilos per week against the 0,5–1 kg line, unexplained
 * loss sent to a doctor soon, a teenager's to the paediatrician; a diuretic (a laxative is purging), dehydration or a water fast before a weigh-in
 * or an event answered with the practice's risks and a safer way, not the crisis reply unless distress is said.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = { um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 };
const WEEKS_PER: Readonly<Record<string, number>> = { dia: 1 / 7, semana: 1, mes: 4.3 };
const LOST = /\b(perdi|emagreci|eliminei|sequei|baixei|perdeu|emagreceu|eliminou|secou|perderam|perdemos)\b/;
const KILOS = /\b(\d{1,2}(?:[.,]\d)?) ?(?:kg|kgs|kilos?|quilos?)\b/;
const PERIOD = /\b(?:em|no|nos|num|numa|durante|so em|ha) (?:(?:so|apenas|menos de|quase) )?(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis) (dia|semana|mes)(?:s|es)?\b|\b(?:em|no|num|numa) (?:(?:so|apenas) )?(?:um |uma )?(dia|semana|mes)\b/;
/** "minha filha de 16", "meu irmão de 15 anos": a relative's age said with the relative. */
const RELATIVE_AGE = /\b(?:filh[oa]|menin[oa]|irma[o]?|sobrinh[oa]|net[oa]|enteada?o?|primo|prima)\b(?: (?:mais velh[oa]|mais nov[oa]|caçula))? (?:de|tem|com) (\d{1,2})\b/;
const SOMEONE = /\b(?:perdeu|emagreceu|eliminou|secou|perderam|(?:meu|minha|nosso|nossa) (?:filh[oa]|menin[oa]|irma[o]?|sobrinh[oa]|net[oa]|mae|pai|marido|esposa|namorad[oa]|amig[oa]))\b/;
/** "tá ótimo né?", "bom ne?", "é normal?": a short word back on the loss told the turn before. */
const ASKED_BACK = (own: string) => own.split(" ").length <= 5 && (/\?$/.test(own) || /\b(ne|neh|certo|normal|bom|boa|otimo|ok|saudavel|seguro|problema|ruim|rapido|tranquilo)\b/.test(own));

type TLoss = { kg: number; weeks: number };

function lossTold(text: string): TLoss | null {
  if (!LOST.test(text)) return null;
  const kilos = KILOS.exec(text);
  const period = PERIOD.exec(text);
  if (!kilos || !period) return null;
  const count = period[1] ? (NUMBER_WORDS[period[1]] ?? Number(period[1])) : 1;
  const unit = (period[2] ?? period[3])!;
  return { kg: Number(kilos[1]!.replace(",", ".")), weeks: count * WEEKS_PER[unit]! };
}

const perWeek = (loss: TLoss) => (loss.kg / loss.weeks).toLocaleString("pt-BR", { maximumFractionDigits: 1 });

/** "perdi 12 kg em 1 mês", then "tá ótimo né?": too fast, and why; a teenager's or an unexplained loss sent to a doctor soon. */
export function fastLoss(u: TUnderstanding, facts: TUserFacts): string | null {
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  const askedBack = !lossTold(own) && ASKED_BACK(own) && u.context ? lossTold(u.context) : null;
  const loss = lossTold(own) ?? askedBack;
  if (!loss || loss.kg / loss.weeks <= 1.05) return null;
  const said = askedBack ? u.context! : own;
  const someone = SOMEONE.test(said);
  const relativeAge = Number(RELATIVE_AGE.exec(said)?.[1] ?? 99);
  const teen = someone ? relativeAge < 18 : facts.minor;
  const unexplained = mentionsRisk(said, "loss_unexplained");
  const lead = `${askedBack ? "Não é o ideal. " : ""}**${loss.kg.toLocaleString("pt-BR")} kg nesse tempo é rápido demais:** cerca de **${perWeek(loss)} kg por semana**, acima do ritmo seguro de 0,5 a 1 kg por semana.`;
  const lines = [lead, ""];
  if (unexplained) {
    lines.push(`- **Perder peso sem estar tentando precisa de consulta logo** (nas próximas semanas, na UBS ou com um clínico): pode ser sinal de diabetes, tireoide, problema no intestino ou outra causa que precisa ser encontrada. Leve quanto ${someone ? "a pessoa" : "você"} pesava antes e quando começou.`);
  }
  if (teen) {
    lines.push(
      `- **Na adolescência, perder peso rápido assim pede ${someone ? "levar ao" : "conversar com seus pais ou responsáveis e ir ao"} pediatra ou hebiatra logo**, mesmo que seja "só dieta": o corpo ainda está crescendo, e cortar comida nessa fase atrapalha o crescimento, a menstruação e os ossos.`,
      `- **Fique de olho** em pular refeições, esconder ou evitar comer junto, exercício em excesso, falar muito de peso ou do corpo, menstruação que falha. ${someone ? "Converse sem julgar e sem comentar o corpo; o **CAPSi** ou a UBS também atendem." : "Se comida e corpo estão pesando na cabeça, falar com alguém de confiança ajuda."}`,
    );
  } else {
    lines.push(
      "- **O que preocupa:** perda tão rápida leva **músculo** junto com a gordura, falta de vitaminas e minerais (cansaço, queda de cabelo), aumenta o risco de **pedra na vesícula** e o reganho depois. Boa parte do começo costuma ser água.",
      `- **O que fazer:** ${someone ? "que a pessoa passe" : "passe"} por um **médico** para exames, e desacelere com um **nutricionista**: refeições regulares com proteína em cada uma, carboidrato sem cortar de vez, exercício de força.`,
    );
  }
  lines.push("- **Atendimento no mesmo dia** com dor forte do lado direito da barriga, tontura ou desmaio, fraqueza grande.");
  return lines.join("\n");
}

const DISTRESS = ["self_harm", "self_loathing", "eating_disorder", "low_mood", "purge_act", "distress_said", "secretive"];
const FASTING = new Set(["fasting-days", "long-fast"]);

/** "tenho pesagem de judô" then "posso tomar diurético?", "jejum só de água 3 dias pra entrar no vestido": the practice's risks, a safer way. */
export function practiceBeforeEvent(u: TUnderstanding, facts: TUserFacts): string | null {
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  const thread = `${u.earlier ?? ""} ${u.context ?? ""} ${own}`;
  // A minor, or a child's practice told by a parent ("meu filho de 16 toma diurético escondido"), keeps the care for them.
  if (facts.minor || facts.child || DISTRESS.some((c) => mentionsRisk(thread, c))) return null;
  // A laxative to slim is purging: it keeps the care reply.
  if (mentionsRisk(own, "laxative")) return null;
  const pills = mentionsRisk(own, "diuretic");
  const dry = mentionsRisk(own, "dehydrate");
  const fast = riskSigns(own).some((s) => FASTING.has(s.id));
  if (!pills && !dry && !fast) return null;
  const weighIn = mentionsRisk(thread, "weigh_in") || /\bpesagem\b/.test(thread);
  if (!weighIn && !mentionsRisk(thread, "event_ahead")) return null;
  const what = [pills ? "**Diurético** tira água, não gordura: o peso volta assim que você bebe e come, e no caminho leva potássio e sódio (cãibras, fraqueza, arritmia) e pode derrubar a pressão." : null,
    dry ? "**Cortar água, sauna com roupa de plástico ou suar para secar** desidrata: cãibras, queda de pressão, desmaio, arritmia e lesão nos rins." : null,
    fast ? "**Dias só com água (ou chá)** derrubam o açúcar no sangue: tontura, fraqueza, dor de cabeça, mau humor, e o corpo perde músculo; o que sai na balança é sobretudo água, que volta, e a fome depois vem forte." : null].filter(Boolean);
  const safer = weighIn
    ? "**Para bater o peso com segurança:** converse com seu **técnico** sobre a categoria certa; um **nutricionista esportivo** e um **médico do esporte** planejam a perda aos poucos, com semanas de antecedência, e a reidratação depois da pesagem. Até lá, coma em refeições regulares e beba água."
    : "**O que ajuda de verdade até o dia, sem risco:** refeições regulares com proteína e legumes, menos sal, ultraprocessados e álcool (é o que mais incha), água ao longo do dia, dormir bem. No dia, coma antes: chegar em jejum é o caminho para tontura e desmaio.";
  return [
    `**${weighIn ? "Para a pesagem" : "Para o evento"}, não vale o risco.** ${what.join(" ")}`,
    "",
    safer,
    "",
    "**Tontura, desmaio, coração disparado, confusão ou urina muito escura: pare e procure atendimento; em emergência, ligue 192 (SAMU).**",
  ].join("\n");
}
