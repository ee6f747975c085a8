/**
 * Framings that say a message about eating is something other than a meal to log now (decision 161): an overeating told
 * as such ("comi demais ontem, e agora?", "exagerei no fds"), another day than today, a meal still ahead with a way to
 * balance it asked ("vou comer pizza à noite, como compenso no almoço?"), a hypothetical ("se eu comer 2 pães"). Each
 * is a list of the ways people say it; `notAMeal` weighs them against a present report of eating.
 */
const words = (list: readonly string[]) => new RegExp(`\\b(?:${list.join("|")})\\b`);

/** How much or how badly, after a verb of eating: "comi demais", "comi feito uma louca", "comi ate passar mal". */
const TOO_MUCH = [
  "demais", "d\\+", "dmais", "dms", "muito(?! (?:bem|pouco|leve|saudavel|melhor|rapido|depressa|devagar|cedo|tarde))", "muita coisa", "tanto", "tanta coisa", "horrores", "pra caramba", "pra cacete", "pra caralho", "absurdo",
  "(?:igual|que nem|feito|como) (?:um|uma|uns|umas) \\w+", "ate passar mal", "ate nao aguentar", "ate explodir", "sem parar", "o dia (?:todo|inteiro)",
  "(?:so )?(?:besteiras?|porcarias?|bobagens?|tranqueiras?|junk)",
];
/** The unmistakable ones, which may come after the food ("comi pizza até passar mal", "comi brigadeiro feito uma louca"). */
const WAY_TOO_MUCH = ["demais", "d\\+", "horrores", "pra caramba", "pra cacete", "ate passar mal", "ate nao aguentar", "ate explodir", "sem parar", "(?:igual|que nem|feito) (?:um|uma) \\w+"];
const OVERDONE = [
  `(?:comi|comemos|ter comido|bebi|ter bebido) (?:${TOO_MUCH.join("|")})`,
  `(?:comi|comemos|ter comido|bebi|ter bebido)(?: \\w+){1,3}? (?:${WAY_TOO_MUCH.join("|")})`,
  "exagerei", "exageramos", "extrapolei", "abusei", "me excedi", "enfiei o pe na jaca", "enfiamos o pe na jaca", "pe na jaca", "jaquei",
  "chutei o balde", "chutei o pau da barraca", "me empanturrei", "me entupi", "me acabei", "ataquei a geladeira", "furei a dieta",
  "sai da dieta", "sai da linha", "sai totalmente da linha", "perdi o controle", "descontei na comida", "fiz a festa", "comilanca", "lambanca",
];
/** An overeating told in words, with or without the foods. */
export const OVERDID = words(OVERDONE);

/** A time other than today: what was eaten then is not a meal of today to log. */
export const OTHER_DAY = words([
  "ontem", "anteontem", "antes de ontem", "fds", "fim de semana", "final de semana", "sabado", "domingo", "sexta", "feriado", "feriadao", "natal",
  "ano novo", "reveillon", "carnaval", "pascoa", "ferias", "viagem", "(?:essa|esta|nessa|nesta|a|na|toda|a) semana(?: passada| toda| inteira)?",
  "semana passada", "mes passado", "esse mes", "ultimos dias", "(?:no|na|num|numa) (?:aniversario|festa|casamento|churrasco|confraternizacao|balada|formatura)",
]);

/** A meal still ahead, with a way to make room for it asked ("como compenso", "equilibro no almoço", "pra não estragar"). */
export const MAKE_ROOM = words(["compens\\w*", "equilibr\\w*", "descontar", "economizar", "guardar calorias", "segurar", "maneirar", "pegar leve", "pra nao estragar", "pra nao engordar"]);

/** An occasion ahead, where the meal will be: "vou num rodízio", "amanhã tem churrasco", "sábado vou numa festa". */
export const OCCASION_AHEAD = /\b(?:vou|vamos|vo|tenho|tem|vai ter) (?:um |uma |num |numa |no |na |pra |pro |para o |para a )?(?:rodizio|churrasco|festa|aniversario|casamento|pizzaria|hamburgueria|restaurante|happy hour|buffet|bar|boteco|confraternizacao|jantar fora|almoco fora|comemoracao)\b/;

/** A hypothetical: "se eu comer", "e se eu tomar", "caso eu jante". */
export const IF_I_EAT = /\b(?:e )?(?:se|caso) (?:eu )?(?:comer|tomar|beber|almocar|jantar|lanchar|comesse|tomasse|bebesse|jantasse|almocasse|beliscar)\b/;

/** Amounts said ("comi 4 fatias", "duas latas"): the person counts what was eaten, so it is a meal to log whatever the framing. */
export const AMOUNT_SAID = /\d|\b(?:um|uma|dois|duas|tres|quatro|cinco|meia|meio) (?:fatias?|pedac\w+|pratos?|unidades?|copos?|latas?|colher\w*|conchas?|potes?|garrafas?|pacotes?|bolas?|tacas?|xicaras?)\b/;

/** Numbers asked ("quantas calorias deu", "quanto foi"): a count wanted, which the meal's card answers. */
export const COUNT_ASKED = /\b(?:quant[oa]s? (?:de )?(?:calorias?|kcal|deu|foi|da|tem|teve|comi)|calorias?|kcal)\b/;

/** How one ate, said right after the verb with no food ("comi pouco hoje", "almocei correndo de novo"): talk about eating. */
export type TManner = "well" | "little" | "rushed" | "late";
const MANNERS: readonly [TManner, string][] = [
  ["well", "bem|direitinho|certinho|certo|direito|saudavel|comida de verdade"],
  ["little", "pouco|pouquinho|quase nada|mal|menos|pouca coisa"],
  ["rushed", "correndo|rapido|depressa|com pressa|na pressa|em pe|no carro|trabalhando|na frente d[oa] (?:tv|televisao|computador|celular|tela)|vendo (?:tv|celular|serie)"],
  ["late", "tarde|tardao|muito tarde|de madrugada|fora de hora|fora do horario"],
];
const OPENING = "^(?:(?:hoje|ontem|eu|ai|ah|nossa|gente|de novo) )*";
const EATING = "(?:comi|almocei|jantei|lanchei|tomei (?:o )?cafe|tomei cafe da manha)";
/** The manner of eating said with no food, or null. */
export function mannerOfEating(folded: string): TManner | null {
  return MANNERS.find(([, words]) => new RegExp(`${OPENING}${EATING} (?:(?:muito|super|bem|tao|meio|bem mais|mais) )?(?:${words})\\b`).test(folded))?.[0] ?? null;
}

/** A slip said with no food in its words ("exagerei", "me entupi"): nothing for the engine to read in a meal told with it. */
const SLIP_ALONE = new RegExp(`\\b(?:${OVERDONE.slice(2).join("|")})\\b`, "gi");

/**
 * The text with its framing said away, for the engine: a hypothetical ("quantas calorias tem se eu comer meia pizza?" →
 * "… meia pizza?") unless the meal is told, and a slip ("hj no almoço exagerei: 2 pratos de arroz…").
 */
export function withoutFraming(text: string, told: boolean): string {
  const plain = text.replace(SLIP_ALONE, " ");
  return told ? plain : plain.replace(new RegExp(IF_I_EAT.source, "gi"), " ");
}
