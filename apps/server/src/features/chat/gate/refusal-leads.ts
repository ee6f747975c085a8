import { mentionsRisk } from "../understand/risk-lexicon";
import type { TRefusalReason } from "./refusals";

/** "posso cortar a janta?", "e se eu pular o café?": a meal taken out. */
const MEAL_CUT = /\b(pular|pulo|pulando|cortar|corto|tirar|tiro|ficar sem|deixar de comer|parar de comer) (o |a )?(cafe da manha|cafe|almoco|jantar|janta|lanche|refeic\w*|ceia)\b|\bnao (jantar|almocar|tomar cafe)\b/;
/** "tô comendo 800 kcal", "como umas 900 calorias": the intake now, in numbers. */
const KCAL_EATEN = /\b(\d{3,4}) ?(kcal|calorias|cal)\b/;

/** The product named in pregnancy or breastfeeding, answered for itself before the general "do not take". */
const PRODUCT_LEADS: readonly [RegExp, string][] = [
  [
    /\b(termogenic\w*|cafeina|pre treino|cha verde|cafe verde|guarana em po)\b/,
    "**Pare agora os produtos com cafeína concentrada (termogênico, pré-treino, chá verde em cápsula ou detox).** Eles somam cafeína e outros estimulantes, que passam para o bebê; na gestação e na amamentação a cafeína do dia inteiro deve ficar em até 200 mg (o café coado do dia a dia, em torno de 2 xícaras, já chega perto disso), e uma dose desses produtos pode passar desse limite sozinha.",
  ],
  [
    /\b(senes?|sena|senna|cascara sagrada|chas? laxantes?|laxantes?|seca barriga|chas? detox|detox)\b/,
    "**Chá de sene, chás laxantes, \"seca barriga\" ou detox não devem ser usados na gestação nem na amamentação, nem por poucos dias:** o sene é um laxante forte; causa cólica e diarreia, tira água e potássio, pode estimular contrações do útero e, na amamentação, passa para o leite. E não emagrece: o que sai é água. Inchaço nessa fase deve ser visto pelo seu médico, porque às vezes é sinal de pressão alta.",
  ],
  [
    /\b(hibisco|cavalinha|chas? (de |pra |para )?(desinch\w*|diuretic\w*)|desinch\w*)\b/,
    "**Hibisco e cavalinha não são indicados nessa fase:** funcionam como diuréticos, tiram água e sais minerais e não têm segurança comprovada para o bebê. Se o inchaço incomoda, conte ao seu médico: não corte água nem sal por conta própria.",
  ],
  [
    /\b(colageno|whey|proteina em po|multivitaminico|vitamina)\b/,
    "**Suplementos como colágeno ou whey não são proibidos por si, mas só com o aval de quem acompanha você:** colágeno não emagrece nem substitui a proteína da comida, e alguns produtos vêm misturados com cafeína, ervas ou adoçantes que não servem nessa fase. Leve o rótulo ao obstetra ou ao nutricionista; as vitaminas que a gestação pede (como ácido fólico e ferro) são receitadas no pré-natal.",
  ],
];

/** A restriction the pregnant person means to keep: one food, a group cut, meals skipped. */
const PREGNANT_CUT = /\b(cort\w*|tir\w*|zer\w*|pular|pulo|sem) (o |a |os |as |de )?(carbo\w*|carboidrato\w*|arroz|pao|massas?|janta|jantar|cafe|almoco|refeic\w*)\b|\b(so|somente|apenas) (de |com )?(salada|saladinha|frutas?|sopas?|legumes|verduras?|shakes?|liquidos?)\b|\b(jejum|low carb|fechar a boca|comer (bem |muito )?menos)\b/;

/**
 * The first paragraph of a refusal, answering what this message asked in the terms the person used, before the reasons
 * and the referral: an older adult cutting a meal, a teenager's own number of calories.
 */
export function refusalLead(reason: TRefusalReason, folded: string): string {
  if (reason === "older-weight-loss" && MEAL_CUT.test(folded)) {
    return "**Não corte refeições.** Depois dos 65 anos, pular o jantar ou outra refeição tira proteína e energia que o corpo já aproveita pior: o músculo vai embora mais rápido, e com ele vêm fraqueza e risco de queda. Se a ideia é uma noite mais leve, troque por uma refeição menor com proteína: uma sopa de legumes com frango desfiado ou ovo, uma omelete com salada, ou um mingau de aveia com leite.\n\n";
  }
  // "é natural, pode né?": the reply opens on "natural" and names the herbs itself.
  // "chá de sene pra desinchar": the laxative's lead, not the diuretic herbs the person never named.
  const herbsNamed = /\b(hibisco|cavalinha)\b/.test(folded) || !PRODUCT_LEADS[1]![0].test(folded);
  const leads = /\bnatura(l|is)\b/.test(folded) || !herbsNamed ? PRODUCT_LEADS.filter(([, lead]) => !lead.startsWith("**Hibisco")) : PRODUCT_LEADS;
  if (reason === "slimming-product-pregnancy") return leads.filter(([named]) => named.test(folded)).map(([, lead]) => `${lead}\n\n`).join("");
  if (reason === "pregnancy-deficit" && PREGNANT_CUT.test(folded)) {
    return "**Não faça essa restrição na gravidez.** Comer só salada, cortar o carboidrato ou pular refeições deixa faltar energia, ferro, ácido fólico, cálcio e proteína para você e para o bebê, e o carboidrato (arroz, feijão, pão, frutas, batata) é o combustível principal dele. O que ajuda no ganho de peso é o prato do dia a dia em porções normais: arroz e feijão, uma carne, ovo ou frango, legumes e verduras, frutas nos lanches, e menos doces, refrigerantes e frituras. Leve essa preocupação ao pré-natal: o ganho esperado depende do seu peso de antes da gravidez.\n\n";
  }
  const eaten = KCAL_EATEN.exec(folded);
  if (reason === "minor-diet" && eaten && Number(eaten[1]) < 1800) {
    return `**Não, ${eaten[1]} kcal por dia é pouco demais para a sua idade.** Na adolescência o corpo gasta energia para crescer, além do dia a dia: comendo tão pouco faltam energia, proteína, ferro e cálcio, e vêm cansaço, queda de cabelo, menstruação irregular e mais vontade de comer demais depois. Volte a fazer as refeições do dia (café, almoço, lanche e jantar) e conte a alguém da sua família o que está fazendo.\n\n`;
  }
  return "";
}

const ASKED_AFTER = /\b(continu\w*|assim|pode|normal|problema|faz mal|deixo|deixar)\b/;

/** A child or teenager replacing meals with shakes, said now or in the turn before ("ela pode continuar assim?"). */
export function childOnShakes(folded: string, before: string | undefined): string | null {
  if (mentionsRisk(folded, "meal_replacement")) return CHILD_ON_SHAKES;
  const askedAfter = before !== undefined && mentionsRisk(before, "meal_replacement") && ASKED_AFTER.test(folded);
  return askedAfter ? CHILD_ON_SHAKES_AGAIN : null;
}

const CHILD_ON_SHAKES = [
  "**Não é bom deixar continuar: shake no lugar de refeição não é indicado para criança nem adolescente.** Ele não tem a variedade da comida (fibras, ferro, cálcio, vitaminas) que o crescimento pede, e trocar refeições para emagrecer nessa idade pode ser o começo de uma relação difícil com a comida.",
  "",
  "O que fazer agora:",
  "",
  "- **Volte às refeições em família**, com a comida de casa, sem brigar, sem castigo e sem falar de peso ou de corpo; chame para ajudar a escolher ou preparar.",
  "- **Converse com calma sobre o motivo**: o que ela viu, ouviu ou sente (redes sociais, comentários na escola). Diga que você se preocupa com a saúde e a energia, não com a aparência.",
  "- **Guarde os shakes** e não compre outros para emagrecer.",
  "- **Marque uma consulta com o pediatra ou hebiatra**: ele avalia o crescimento na curva e, se precisar, encaminha para um nutricionista. Se você notar que seu filho ou sua filha pula outras refeições, come escondido, vomita, faz exercício demais ou perde peso rápido, conte isso na consulta e não espere.",
].join("\n");

/** Asked again the turn after ("ela pode continuar assim?"): the answer first, the steps in short. */
const CHILD_ON_SHAKES_AGAIN = [
  "**Não, não deixe continuar**, nem em uma refeição só: o shake tira da refeição a comida que o crescimento precisa, e a vontade de emagrecer nessa idade pede atenção de perto.",
  "",
  "Os passos continuam os mesmos: refeições em família com a comida de casa, sem falar de peso; uma conversa calma sobre o motivo; e uma consulta com o **pediatra** ou **hebiatra** nas próximas semanas, antes se aparecerem outras refeições puladas, vômitos, exercício demais ou perda de peso rápida.",
].join("\n");
