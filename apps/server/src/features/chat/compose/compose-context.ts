import { foldText } from "../chat.text";
import { GASTRIC, GLUCOSE_LOWERING } from "../understand/stated-facts";
import { composeFeeling } from "./compose-feeling";
import { medicineSaidNote } from "../gate/medicine-interactions";

/** "uso insulina", "fiz bariátrica", "trabalho de noite", "exagerei no fds": something about oneself, asked nothing. */
const ABOUT_ME = /^(?:eu )?(?:so consigo|consigo|nao consigo|uso|tomo|to tomando|estou tomando|fiz|fui|opero|operei|trabalho|sou|to|tou|estou|tenho|comecei|parei|voltei|exagerei|vou|moro|acordo|durmo|treino|malho|faco|ando|fiquei|passei|descobri|vivo)\b/;
const MEDICINE = /\b(remedio|medicamento|comprimido|capsula|metformina|losartana|levotiroxina|puran|sertralina|fluoxetina|anticoncepcional|corticoide|prednisona|omeprazol|insulina\w*|glibenclamida|gliclazida)\b/;
const SURGERY = /\b(bariatrica|cirurgia|operei|operada|operado|sleeve|bypass|redução de estomago|reducao de estomago)\b/;
const NIGHT = /\b(trabalho|plantao|turno) (de|a|à) noite\b|\bplantao\b|\bturno da noite\b/;

/** A short acknowledgement of something said about oneself, with how it is used; null when the message is not one. */
export function composeContext(text: string): string | null {
  const folded = foldText(text);
  if (text.includes("?") || folded.split(" ").length > 16) return null;
  const feeling = composeFeeling(folded);
  if (feeling) return feeling;
  if (!ABOUT_ME.test(folded)) return null;
  const lines = ["Anotei o que você me contou e vou levar isso em conta nas próximas respostas desta conversa."];
  if (GLUCOSE_LOWERING.test(folded)) lines.push("Com insulina ou remédios que baixam a glicose, **não pule refeições** e mantenha horários regulares: pular ou cortar refeições pode causar hipoglicemia. Ajustes de dieta e de dose são com o seu médico.");
  else {
    const medicine = medicineSaidNote(folded) ?? (MEDICINE.test(folded) ? "Não mudo nem avalio remédios; se algum alimento interfere com ele, confirme com o seu médico ou farmacêutico." : null);
    if (medicine) lines.push(medicine);
  }
  if (SURGERY.test(folded)) lines.push("Depois de uma cirurgia, e principalmente da bariátrica, as quantidades, a textura dos alimentos e os suplementos seguem a orientação da sua equipe (cirurgião e nutricionista).");
  // "como 5x por dia" is meals; "faço hemodiálise 3x por semana" is not.
  const meals = /\b([3-6]) ?(?:refeicoes|(?:x|vezes) (?:por|ao|no) dia)\b/.exec(folded);
  if (meals) lines.push(`Se você pedir um plano nesta conversa, eu o monto com ${meals[1]} refeições por dia.`);
  if (GASTRIC.test(folded)) lines.push("Com gastrite, refluxo ou azia: faça refeições menores e em horários regulares, sem longos períodos em jejum; evite frituras, embutidos, café em excesso, álcool, refrigerante e pimenta, e não se deite logo depois de comer. Nos planos que eu montar aqui, deixo esses itens de fora. O tratamento é com o seu médico (gastroenterologista).");
  if (NIGHT.test(folded)) lines.push("Quem trabalha à noite pode fazer a refeição principal antes do turno e um lanche leve durante, evitando longos períodos sem comer.");
  lines.push("O que você quer saber? Posso calcular uma refeição, dizer se um alimento combina com o seu dia, sugerir o que comer ou montar um plano.");
  return lines.join("\n\n");
}
