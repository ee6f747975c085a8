/**
 * "PF de bife com fritas", "um prato feito de frango", "executivo de peixe": the everyday lunch plate comes with rice,
 * beans and salad, which people do not list; the engine adds them at their usual portions unless the message names
 * the rice or the beans (then it is telling the plate's sides itself). The plate's rice is two skimmers (180 g) and its beans a
 * ladle, as a PF or a marmitex is served; a marmitex, marmita or quentinha "de frango" is the same plate. "almocei um pf" alone is IBGE's prato feito,
 * not "por favor".
 */
const PLATE_OF = /\b(?:(?:um|uma|o|no|1)\s+)?(?:pf|p\.f\.|prato feito|prato comercial|comercial|executivo|prato executivo|marmitex|marmita|quentinha)\s+(?:de|com)\s+(?=[a-zà-ú])/i;
const PLATE_ALONE = /\b(um|uma|o|no|1)\s+(?:pf|p\.f\.)(?=\s*(?:[,.;!?]|$|\s(?:e|hoje|ontem|bem|grande|caprichado|pequeno)\b))/i;
/** "um PF bem servido", "prato feito caprichado": a plate larger than the usual, said as a size (decision 176). */
const PLATE_SIZED = /\b(prato feito|marmitex|marmita|quentinha)\s+(?:bem\s+)?(servid[oa]|caprichad[oa]|reforcad[oa]|reforçad[oa])\b(?!\s+(?:de|com)\b)/gi;
/** A message that names the rice or the beans is telling the plate's own sides. */
const NAMES_THE_SIDES = /\barroz\b|\bfeij[aã]o\b|\btutu\b|\btropeiro\b|\bbai[aã]o\b/i;

const BEAN_DISH = /\bfeijoada\b/i;

/** The message with a PF's unnamed rice, beans and salad written out, ready for the meal reader. */
export function withPratoFeito(text: string): string {
  const alone = text.replace(PLATE_ALONE, "$1 prato feito").replace(PLATE_SIZED, "$1 grande");
  const plate = PLATE_OF.exec(alone);
  if (!plate || NAMES_THE_SIDES.test(alone)) return alone;
  // A feijoada is the plate's beans: its box comes with rice and greens, not a ladle of beans besides.
  const beans = BEAN_DISH.test(alone) ? "" : "1 concha de feijão, ";
  return `${alone.slice(0, plate.index)}2 escumadeiras de arroz, ${beans}salada, ${alone.slice(plate.index + plate[0].length)}`;
}
