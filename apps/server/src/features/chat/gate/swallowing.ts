import type { TUnderstanding } from "../understand/understand";
import { mentionsRisk } from "../understand/risk-lexicon";

/**
 * Choking on food or trouble swallowing ("meu pai tem 80 anos e engasga com comida sólida"), said now or in the turns
 * before: the texture of the food is the care, with who assesses the swallowing. A meal asked after it ("que janta eu
 * faço pra ele?") is answered in soft textures, never with salad, wraps or dry bread (decision 194).
 */
const swallowingTold = (text: string) => mentionsRisk(text, "swallowing_trouble");
/** Someone choking now, not a habit told: the emergency, which the gate's urgent replies answer. */
const CHOKING_NOW = /\b(engasgou agora|ta engasgad[oa]|esta engasgad[oa]|nao consegue respirar|ficou roxo|ficou roxa)\b/;
const MEAL_ASKED = /\b(janta|jantar|almoco|cafe|lanche|refeic\w*|comida|cardapio|comer|faco|fazer|dar|oferecer|pode comer|posso dar)\b/;

const WHO = "- **Avaliação da deglutição:** leve ao **médico** (clínico ou geriatra) e peça avaliação com um **fonoaudiólogo**, que diz qual textura é segura e se os líquidos precisam ser engrossados. Antes se houver tosse ou pigarro em toda refeição, febre, falta de ar ou perda de peso: engasgos repetidos podem levar comida para o pulmão (pneumonia).";
const HOW = "- **Na hora de comer:** sentado(a) bem reto, sem pressa, colheradas pequenas, sem distração (TV, conversa agitada) e sem deitar logo depois; dentadura bem ajustada.";
const SOFT = "- **Texturas macias e úmidas:** purês (batata, mandioquinha, abóbora), arroz bem cozido, feijão amassado ou batido, carne moída ou frango desfiado com molho, peixe sem espinha desmanchado, ovo mexido cremoso, sopa grossa batida, mingau, frutas macias amassadas (banana, mamão, abacate).";
const AVOID = "- **Evite por enquanto:** salada de folhas e legumes crus, pão seco, torrada e biscoito, farofa, pipoca, amendoim e grãos soltos, carne em pedaço, e sopa rala com pedaços (líquido e sólido juntos é o que mais engasga).";
const EMERGENCY = "**Se engasgar e não conseguir tossir, falar ou respirar, é emergência:** faça a manobra de Heimlich e ligue **192 (SAMU)**.";

const DINNER =
  "**Para a refeição, tudo macio e úmido:** sopa grossa batida no liquidificador (legumes, um pouco de carne ou frango e macarrãozinho bem cozido); purê de batata ou abóbora com carne moída ao molho; omelete macia ou ovo mexido com arroz papa e feijão amassado; caldo de feijão engrossado com fubá ou farinha de mandioca fina; de sobremesa, banana amassada ou mamão.";

export function swallowingCare(u: TUnderstanding): string | null {
  if (CHOKING_NOW.test(u.folded)) return null;
  const before = `${u.earlier ?? ""} ${u.context ?? ""}`;
  if (swallowingTold(u.folded)) return ["**Com engasgos, a textura da comida importa mais que o cardápio.**", "", WHO, HOW, SOFT, AVOID, "", EMERGENCY].join("\n");
  if (!swallowingTold(before) || !MEAL_ASKED.test(u.folded)) return null;
  return [DINNER, "", AVOID, WHO, "", EMERGENCY].join("\n");
}
