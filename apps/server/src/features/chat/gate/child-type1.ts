import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";
import { mentionsRisk } from "../understand/risk-lexicon";

/**
 * A child or teenager with type 1 diabetes and a snack, a lunchbox, a party or a weekend asked (decision 208): the food
 * answer is the family's insulin plan, carbohydrate counted with what the endocrinologist set, and a fast sugar always
 * in the bag, not the lunchbox article or the adult diabetes line.
 */
const CHILD_AGE = /\b(?:filh[oa]|menin[oa]|irma[o]?|sobrinh[oa]|net[oa]|enteada?o?|primo|prima|crianca|aluno|aluna)\b[^.?!]{0,20}?\b(\d{1,2}) ?anos?\b|\b(\d{1,2}) ?anos?\b[^.?!]{0,30}\b(?:diabet|dm ?1)/;
const CHILD_WORD = /\b(?:crianca|criancas|bebe|menor de idade)\b/;
const PARTY = /\b(?:festa\w*|aniversario|brigadeiro\w*|bolo|doce\w*)\b/;
const HOSTED = /\b(?:fds|fim de semana|passar (?:o|uns) (?:dia|dias|fds)|dormir (?:aqui|em casa))\b/;

function childWithType1(thread: string, facts: TUserFacts): boolean {
  if (!mentionsRisk(thread, "type_one_diabetes")) return false;
  const age = CHILD_AGE.exec(thread);
  const said = age ? Number(age[1] ?? age[2]) : null;
  return (said !== null && said < 18) || CHILD_WORD.test(thread) || facts.minor;
}

export function childType1Food(u: TUnderstanding, facts: TUserFacts): string | null {
  const own = u.context && u.folded.startsWith(`${u.context} `) ? u.folded.slice(u.context.length).trim() : u.folded;
  const thread = `${u.earlier ?? ""} ${u.context ?? ""} ${own}`;
  if (!mentionsRisk(own, "child_food_asked") || !childWithType1(thread, facts)) return null;
  const hosted = HOSTED.test(own);
  const lead = PARTY.test(own)
    ? "**Com diabetes tipo 1, a criança pode ir à festa e comer bolo e docinho, contados na insulina.** Nada é proibido: o que muda é combinar antes com a família quanto de carboidrato ela vai comer e como fica a dose."
    : hosted
      ? "**Com diabetes tipo 1, quem recebe a criança segue o plano da família.** Peça aos pais, por escrito, os horários das refeições, como contam o carboidrato, as doses de insulina e o que fazer numa hipoglicemia, e o telefone deles e do médico."
      : "**Com diabetes tipo 1, o lanche é comida normal, com o carboidrato contado.** Pode ter fruta, pão, bolo caseiro ou até um biscoito de vez em quando: o que importa é saber quanto carboidrato vai e casar isso com a insulina, do jeito que o **endocrinologista** combinou com a família.";
  return [
    lead,
    "",
    "- **Carboidrato contado:** monte o lanche com a família e anote a quantidade de carboidrato de cada item (rótulo ou tabela que a equipe do diabetes usa). Junte proteína ou fibra (queijo, ovo, iogurte natural, castanhas para maiores de 4 anos, fruta com casca) para a glicose subir mais devagar. Ultraprocessados doces ficam para ocasiões, como para qualquer criança.",
    "- **Açúcar rápido sempre na mochila:** suco de caixinha pequeno, sachês de açúcar ou balas de goma, para tratar uma hipoglicemia (tremor, suor, palidez, confusão): a regra usada é dar cerca de 15 g de açúcar rápido, medir de novo em 15 minutos e repetir se ainda estiver baixa.",
    `- **Quem cuida fica sabendo:** ${hosted ? "tenha o glicosímetro e a insulina à mão e ligue para os pais na dúvida" : "a escola (professora e cantina) precisa ter o plano escrito da família e saber reconhecer e tratar uma hipoglicemia"}. Dúvidas de dose ficam com o endocrinologista; um **nutricionista** ajuda a família com a contagem de carboidratos.`,
    "- **Desmaiou ou não consegue engolir:** não dê nada pela boca, ligue **192 (SAMU)**.",
  ].join("\n");
}
