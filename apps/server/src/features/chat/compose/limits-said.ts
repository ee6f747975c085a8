/**
 * What the person said about how they eat that shapes every meal suggested after it ("não sei cozinhar", "como pouco de
 * manhã"): answered when said, and kept for the meal questions of the next turns, never met with suggestions against it.
 */
type TLimit = {
  said: RegExp;
  /** The suggestions are replaced, not prefixed: what was suggested before would go against what was said. */
  replaces: boolean;
  /** The meals it is about ("de manhã": breakfast and the morning snack); every meal when absent. */
  meals?: RegExp;
  /** The answer when the message itself tells it. */
  note: string;
  /** Said before the meal asked in a later turn, in other words than the note (a reply never repeats the one before it). */
  later?: string;
};

const LIMITS: readonly TLimit[] = [
  {
    said: /\b(nao sei cozinhar|nao sei fazer comida|nao sei nem fritar um ovo|nao cozinho|nao tenho (tempo|paciencia) (pra|de|para) cozinhar|sem fogao|nao tenho fogao|so (tenho )?(o )?micro ?ondas)\b/,
    replaces: true,
    note: "Como cozinhar não é uma opção para você agora, vão ideias de **montar, não de cozinhar**: iogurte natural com fruta e aveia; pão integral com ovo cozido (é só ferver 10 minutos) ou com frango assado de padaria desfiado e tomate; salada pronta de saquinho com atum ou sardinha em lata e grão-de-bico em conserva; tapioca com queijo branco (a goma pronta vai direto na frigideira, sem óleo); legumes congelados no vapor e filé de peixe congelado no micro-ondas. Fora de casa, um **prato feito** ou o **restaurante por quilo** com arroz, feijão, uma carne e salada é ótimo. Aprender dois ou três preparos básicos (ovo mexido, arroz, feijão na panela de pressão) já amplia muito as opções.",
  },
  {
    said: /\b(como pouco|nao tenho fome|nao sinto fome|sem fome|nao desce nada|nao consigo comer|nao como nada)\b[^.?!]*\b(de manha|cedo|no cafe( da manha)?|quando acordo)\b|\b(de manha|cedo|quando acordo)\b[^.?!]*\b(como pouco|nao tenho fome|nao sinto fome|sem fome|nao desce nada|nao consigo comer|nao como nada)\b/,
    replaces: false,
    meals: /\b(cafe da manha|de manha|manha|cedo|desjejum|quando acordo)\b/,
    note: "Como de manhã a sua fome é pouca, **não precisa forçar um café da manhã grande**: algo pequeno já basta, e dá para levar e comer mais tarde, quando a fome aparecer: uma fruta (banana, maçã, tangerina), um iogurte, um punhado de castanhas, um pão com queijo ou ovo cozido, ou um copo de leite ou de vitamina. O que conta é a soma do dia, e as outras refeições completam. Se você usa insulina ou remédio para diabetes, não fique sem comer de manhã: combine o horário com o seu médico.",
    later: "Como de manhã a sua fome é pouca, leve **algo pequeno e fácil de comer mais tarde**, quando a fome aparecer: uma fruta que aguenta fora da geladeira (banana, maçã, tangerina), um iogurte, um punhado de castanhas ou um pão com queijo. Não precisa ser um lanche grande.",
  },
];

/** A meal or snack asked for ("o que posso jantar?", "que lanche levo?", "me dá uma ideia de almoço"). */
const MEAL_ASKED = /\b(o que|que|qual|quais|ideias?|sugest\w*|opc\w*|sugere|sugira)\b.*\b(jant\w*|almoc\w*|almoco|lanch\w*|cafe da manha|comer|como|levar|levo|marmitas?|refeic\w*)\b/;

/** The limit the message itself tells, as its answer ("como pouco de manhã, não tenho fome"); null when none. */
export function limitToldNow(folded: string): string | null {
  return LIMITS.find((l) => l.said.test(folded))?.note ?? null;
}

/**
 * A meal asked after a limit was said in the turns before ("o que janto?" after "não sei cozinhar"): the note that
 * answers it that way, and whether it replaces the usual suggestions. Null when nothing said applies to this meal.
 */
export function limitForMeal(folded: string, earlier: string | undefined): { note: string; replaces: boolean } | null {
  if (!MEAL_ASKED.test(folded)) return null;
  const said = LIMITS.find((l) => l.said.test(earlier ?? "") && (!l.meals || l.meals.test(folded)));
  return said ? { note: said.later ?? said.note, replaces: said.replaces } : null;
}
