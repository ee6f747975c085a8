/**
 * A weight-loss medicine the doctor prescribed and the person already uses ("comecei ozempic semana passada", "minha
 * médica passou ozempic", "tô usando mounjaro e vomitei 2x hj"): not a request to be refused, but eating with it. What
 * helps with the lost appetite and the nausea, when the side effects need the doctor today, and the dose left to them
 * (decision 194). Without a prescription, or a dose asked, the refusal stands.
 */
const IN_USE =
  /\b(comecei|comecando|to usando|tou usando|estou usando|uso|usando|to tomando|estou tomando|tomo|tomando|aplico|apliquei|to na|to no|estou na|estou no|(medic[oa]|endocrino\w*|endocrinologista|doutor[a]?) (me )?(passou|receitou|prescreveu|indicou|mandou))\b/;
const GLP1 = /\b(ozempic|semaglutida|wegovy|rybelsus|mounjaro|tirzepatida|saxenda|liraglutida|victoza|caneta)\b/;
/** On one's own, or a dose asked: the refusal's business. */
const UNPRESCRIBED = /\b(sem receita|por conta( propria)?|sozinh[oa]|comprei (na internet|no paraguai|de um|de uma)|amiga me (passou|vendeu|deu)|quantas? (mg|unidades|cliques)|(aumentar|dobrar|subir) a dose|qual dose|que dose)\b/;
const VOMITING = /\b(vomit\w*|enjo\w*|nausea\w*|passando mal|passei mal|diarreia)\b/;

const EATING_WITH_IT = [
  "**Com a caneta receitada, o cuidado é comer o suficiente, mesmo com pouca fome:**",
  "",
  "- **Refeições pequenas, mais vezes** (5 a 6 ao dia), comendo devagar e parando no primeiro sinal de saciedade; pratos grandes de uma vez pioram o enjoo.",
  "- **Proteína em todas as refeições** (ovo, frango, peixe, iogurte, queijo branco, feijão): com o apetite baixo, é ela que segura o músculo enquanto o peso cai.",
  "- **Menos fritura, gordura e doce concentrado**, que são os que mais dão enjoo e azia com esse remédio; arroz, batata, legumes cozidos, frutas e pão são mais bem tolerados.",
  "- **Água ao longo do dia**, em goles (cerca de 2 litros, mais se houver vômito ou diarreia).",
].join("\n");

const SIDE_EFFECTS_NOW =
  "**Vômito depois da aplicação é efeito comum no começo ou ao subir a dose, mas precisa de atenção:** hoje, beba líquidos aos poucos (água, água de coco, soro de reidratação) e faça refeições leves e pequenas quando o enjoo passar (arroz, caldo, torrada, banana, frango desfiado). **Avise o médico que receitou hoje** se vomitar mais de 2 ou 3 vezes, não conseguir manter líquidos, tiver dor forte na barriga (que pode ir para as costas), urina escura ou tontura: com desidratação ou dor forte, pronto-atendimento no mesmo dia.";

const DOSE_LINE = "A dose e quando subir ficam com quem receitou: não pule nem dobre por conta própria, e conte ao médico se a fome sumiu a ponto de quase não comer. Um **nutricionista** ajuda a montar as refeições nessa fase.";

export function medicineInUse(said: string): string | null {
  if (!GLP1.test(said) || !IN_USE.test(said) || UNPRESCRIBED.test(said)) return null;
  return [...(VOMITING.test(said) ? [SIDE_EFFECTS_NOW, ""] : []), EATING_WITH_IT, "", DOSE_LINE].join("\n");
}
