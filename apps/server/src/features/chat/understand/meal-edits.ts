import { analyze } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { moreOf, resized, restated, sizedAmount } from "./amount-edits";
import { editText } from "./edits/edit-text";
import { recountFirst, resizedUnits, shared, toldWeight } from "./edits/stated-amounts";
import { addedText, addition, hadInPart, NEW_OCCASION, putOnPart } from "./edits/additions";
import { drinkContainer, resizedContainer } from "./edits/measure-size";
import { measureQualified } from "./edits/measure-qualified";
import { milkSaid } from "./edits/milk-kind";
import { notAllOf, readShare, scaled, shareWasFood, shareWasPart, timesOver } from "./edits/portion-share";
import { fillingSwapped } from "./edits/filling-swap";
import { fillingApart } from "./edits/filling-apart";
import { oneUnitEdit, perUnitSaid } from "./edits/one-unit";
import { componentSwapped } from "./edits/component-swap";
import { plateMeasure } from "./edits/plate-measure";
import { someShared } from "./edits/one-shared";
import { shareOfDish } from "./edits/dish-share";
import { itemMoved } from "./edits/meal-move";
import { eachSaid, fewerOf, partOfMeasure, someOfThem, theOtherSaid } from "./edits/some-of-them";
import { insteadOf, notThatKind, sameFoodCounted, saidAlone, whatItWas, withAdded } from "./edits/what-it-was";
import { labelSaid } from "./edits/label-said";
import { oneMore } from "./edits/one-more";
import { pronounSaid, wholeSaid } from "./edits/pronoun-subject";
import { withoutMedium } from "./edits/cooking-said";
import { COUNT_ONLY, dishSaidWithout, recounted, removed, sugarFreeSoda } from "./edits/removed";
import { findPart, NUMBER_WORDS, partsOf, render, sameAmount, type TMealEdit, type TPart } from "./meal-parts";

export type { TMealEdit } from "./meal-parts";

const ARTICLE = String.raw`(?:(?:o|a|os|as|um|uma|aquele|aquela|do|da|dos|das)\s+)?`;
/** Before what comes in a food's place, "um"/"uma" is a count ("troca as torradas por um pão francês" is one bread). */
const THE = String.raw`(?:(?:o|a|os|as|aquele|aquela|do|da|dos|das)\s+)?`;
const REMOVE = new RegExp(String.raw`^(?:pode\s+)?(?:tira|tire|tirar|retira|retire|remove|remova|apaga|apague|exclui|exclua|esquece|esqueca|cancela|cancele|desfaz|desfazer|desfaca)\s+${ARTICLE}(.+?)(?:\s+(?:foi|era|coloca|poe|bota|no lugar|troca por|e sim)\s+${THE}(.+))?$`);
/** "troca a salada por maionese de batata, foi isso msm": one food of the card for another. */
const SWAP = new RegExp(String.raw`^(?:pode\s+)?(?:troca|troque|trocar|troquei|substitui|substitua|muda|mude)\s+${ARTICLE}(.+?)\s+(?:por|pel[oa]s?)\s+${THE}(.+?)(?:\s+(?:foi isso(?: mesmo)?|isso mesmo|que foi o que (?:eu )?comi|por favor|pfv))?$`);
/** "n era pratão, foi meio prato": what it was not, then what it was. */
const LARGER_PLATE = /^(?:(?:um|o)\s+)?(?:pratao|prato (?:grande|cheio|bem servido))$/;
const LARGER_PLATE_SAID = /\bprat(?:ao|ão)\b|\bprato (?:grande|cheio|bem servido)\b/gi;
const NOT_BUT = /^nao (?:era|foi|eram|foram) (.+?) (?:foi|era|eram|foram|e sim|mas sim|mas) (.+)$/;
const WITHOUT = new RegExp(String.raw`^(?:foi\s+|era\s+|veio\s+|(?:eu\s+)?pedi\s+|na verdade\s+)?sem\s+${ARTICLE}(.+)$`);
/** "era só baião, sem o queijo": a food of the card left out at the end of a longer sentence. */
const WITHOUT_AT_END = new RegExp(String.raw`\ssem\s+${ARTICLE}(.+)$`);
const DID_NOT = new RegExp(String.raw`\bnao\s+(?:comi|tomei|bebi|teve|tinha|coloquei|pus|usei|quis)\s+${ARTICLE}(.+)$`);
/** "o de palmito meu marido que comeu": a food of the card someone else ate. */
const SOMEONE_ELSE_ATE = /^(?:o|a|os|as)\s+(?:de\s+)?(.+?)\s+(?:(?:meu|minha)\s+\w+|ele|ela|outra pessoa|o outro|a outra)\s+(?:que\s+|q\s+)?(?:comeu|tomou|bebeu|que comeu)\b/;
/** "e o ovo foram 2", "os espetinho foram 3 na real": a count said again for a food of the card. */
const COUNT_WAS = /^(?:e\s+)?(?:(?:o|a|os|as)\s+)?(.+?)\s+(?:foram|eram|era|foi)\s+(?:(?:so|apenas|somente)\s+)?(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)(?:\s+(?:na real|na verdade|mesmo|no total))?$/;
/** "a farofa não comi não", "o refri eu nem tomei": a food of the card named first, then denied. */
const NAMED_NOT_EATEN = new RegExp(String.raw`^${ARTICLE}(.+?)\s+(?:eu\s+)?(?:nao|nem)\s+(?:comi|tomei|bebi|quis|teve|tinha|rolou)(?:\s+nao)?$`);
const CONTAINER = /\b(garrafa|garrafinha|lata|latinha|copo|xicara|caneca|pote|taca|long neck)\s+(?:era|foi|tinha)\s+(?:de\s+)?(\d+(?:[.,]\d+)?)\s*(ml|l|litros?|litro|g|gramas)\b/;
const VESSEL = /^(?:long ?necks?|latas?|latinhas?|lat(?:ao|oes)|garrafas?|garrafinhas?|copos?|tacas?|canecas?)$/;
const INSTEAD = new RegExp(String.raw`^(?:na verdade\s+)?(?:era|foi|eram|foram)\s+(?:de\s+)?(.+?)\s+(?:e\s+)?nao\s+(?:de\s+|era\s+|foi\s+)?${ARTICLE}(.+)$`);

/**
 * An edit of the meal just analysed, in words: remove ("tira a cerveja", "sem o queijo ralado"), replace ("tira a
 * cerveja, foi suco", "era de frango, não de carne"), scale ("metade", "o dobro do arroz"), restate a container
 * ("a garrafa era de 600 ml") or add ("também teve pudim"). Null when the message is none of these.
 */
const SUGAR_NOT_ADDED = /\b(?:era|foi|eram|foram|tava|tudo)\s+sem\s+(?:acucar|adocar|adocante)\b/;

/** "o arroz foi 4 colher de sopa só, não um prato": what it was, then what it was not; the edit is what it was. */
const WAS_NOT = /^(.+?\b(?:foi|era|eram|foram)\b.+?) nao (?:(?:um|uma|o|a|os|as|dois|duas|\d+)\s)?(?:prato|pratao|concha|colher|colheres|inteir[oa]|pedaco|fatia|copo|xicara|unidade|porcao|tigela|cumbuca|pote|lata|garrafa)s?(?: (?:cheio|fundo|raso|inteiro|grande|de sopa|todo|completo|normal))?$/;

export function editMeal(message: string, mealText: string): TMealEdit | null {
  // "uma era de coco" on "2 tapiocas de queijo", "tira a salsicha de um deles": one unit of a counted food, split out.
  const unit = oneUnitEdit(editText(message), mealText);
  if (unit) return unit;
  const perUnit = perUnitSaid(editText(message), mealText);
  if (perUnit) return editMeal(perUnit, mealText);
  // "o queijo foi uma fatia só" on "crepioca com queijo": the cheese apart from the crepioca, then the edit read.
  const apart = fillingApart(foldText(message), mealText);
  if (apart) return editMeal(message, apart);
  // "o outro foi uma esfiha, não kibe": "o outro" named as the food of the card it means.
  const said = theOtherSaid(foldText(message), partsOf(mealText)) ?? message;
  // "ela era das grandes": the pronoun said as the card's food it stands for.
  const plain = withoutMedium(editText(said));
  const text = pronounSaid(plain, mealText) ?? plain;
  // "o café com leite era sem açúcar" when no sugar is on the card: nothing to change, never the coffee swapped for another.
  if (SUGAR_NOT_ADDED.test(text) && !partsOf(mealText).some((p) => /\bacucar|\badocad/.test(foldText(p.food)))) return sugarFreeSoda(text, partsOf(mealText));
  const wasNot = WAS_NOT.exec(text);
  // "e era o guaraná zero": what it was, said after an "e", corrects as "era guaraná zero" does.
  const correcting = CORRECTING.test(foldText(message)) || CORRECTING.test(text);
  const first = wasNot ? editFolded(editText(wasNot[1] as string), message.includes("?"), mealText, correcting) : null;
  return first ?? editFolded(text, message.includes("?"), mealText, correcting);
}

/** Words that mark a message as a correction of what was said ("coca zero na vdd", "pera, era guaraná"). */
const CORRECTING = /\b(?:na (?:verdade|vdd|real)|pera|perai|ops|opa|errei|alias|quer dizer|digo|corrigindo)\b|^(?:era|foi|eram|foram)\b/;

function editFolded(folded: string, asked: boolean, mealText: string, correcting = false): TMealEdit | null {
  if (folded.split(" ").length > 14) return null;
  const parts = partsOf(mealText);
  if (parts.length === 0) return null;
  const more = moreOf(folded, parts) ?? oneMore(folded, parts) ?? labelSaid(folded, parts) ?? wholeSaid(folded, parts);
  if (more) return more;
  // "um dos pastéis era de queijo": part of the count of another filling, never a new pastel.
  // "um era de carne e o outro de palmito": each said apart, before one of them alone.
  const some = eachSaid(folded, parts) ?? someShared(folded, parts) ?? someOfThem(folded, parts) ?? fewerOf(folded, parts) ?? partOfMeasure(folded, parts);
  if (some) return some;
  const notKind = dishSaidWithout(folded, parts) ?? notThatKind(folded, parts) ?? itemMoved(folded, parts);
  if (notKind) return notKind;
  const notBut = NOT_BUT.exec(folded);
  // "não foi arroz branco, foi integral": a kind said alone is the kind of the food said before it. "n era pratão, foi
  // meio prato": the share is of a plain plate, never of the larger one denied.
  const plain = notBut && LARGER_PLATE.test(notBut[1] as string) ? mealText.replace(LARGER_PLATE_SAID, "prato") : mealText;
  const but = notBut ? editFolded(notBut[2] as string, asked, plain, true) : null;
  if (but) return but;
  if (notBut && !NUMBER_WORDS.test((notBut[2] as string).split(" ")[0] as string) && analyze(notBut[2] as string).items.length === 0) {
    const kind = editFolded(`o ${notBut[1]} foi ${notBut[2]}`, asked, mealText, true);
    if (kind) return kind;
  }
  const filling = fillingSwapped(folded, parts);
  if (filling) return filling;
  // "não era 3 ovo era 2": the count said last, for the food said first.
  const wrongCount = notBut ? /^(\d+|um|uma|dois|duas|tres|quatro|cinco|seis) (.+)$/.exec(notBut[1] as string) : null;
  const rightCount = notBut ? COUNT_ONLY.exec(notBut[2] as string) : null;
  if (wrongCount && rightCount) return recounted(parts, `${rightCount[1]} ${wrongCount[2]}`, wrongCount[1] as string);
  // Each reader changes `parts` only when it returns an edit.
  const had = hadInPart(folded, parts) ?? withAdded(folded, parts) ?? putOnPart(folded, parts);
  if (had) return had;
  const stated = toldWeight(folded, parts) ?? milkSaid(folded, parts) ?? measureQualified(folded, parts) ?? resizedContainer(folded, parts) ?? drinkContainer(folded, parts) ?? resizedUnits(folded, parts) ?? recountFirst(folded, parts) ?? shared(folded, parts);
  if (stated) return stated;
  // "foi meio prato de cuscuz, não um inteiro": the plate share is the food's measure, not a share of its portion.
  const plate = plateMeasure(folded, parts);
  if (plate) return plate;
  // "metade do prato era salada": the plate shared with a food not on the card.
  const plateShared = shareOfDish(folded, parts) ?? shareWasFood(folded, parts) ?? shareWasPart(folded, parts);
  if (plateShared) return plateShared;
  // "comi só metade do prato", "só uns 2/3": a share of what is on the card, not a new food.
  const share = readShare(folded, true);
  if (share) return scaled(parts, share);
  const notAll = notAllOf(folded) ?? timesOver(folded);
  if (notAll) return scaled(parts, notAll);
  const add = addition(folded);
  // "mais tarde comi um açaí", "e de janta foi sopa": another meal at another time, never an addition to this one.
  if (add && (NEW_OCCASION.test(add) || NEW_OCCASION.test(folded))) return null;
  if (add) {
    const what = addedText(add);
    return { text: `${render(parts)}, ${what}`, change: `acrescentei ${what}`, added: what };
  }
  const recount = COUNT_WAS.exec(folded);
  if (recount) {
    const [, subject, count] = recount as unknown as [string, string, string];
    // "os espetinho foram 3": the word may be the measure ("um espetinho de carne"), not the food.
    const word = subject.replace(/s$/, "").replace(/inh([oa])$/, "$1");
    // "espetinho" is read as its own measure (a street skewer, decision 176), so the word as said is looked for too.
    const said = subject.replace(/s$/, "");
    const measure = parts.findIndex((p) => foldText(p.item.text).includes(word) || foldText(p.item.text).includes(said));
    const named = findPart(parts, subject);
    // The part found must name the word said ("o ovo foram 2" never recounts the cuscuz the ovo was eaten with).
    // "os pastelzinho foram 4" on "um pastelzinho": a diminutive names the food as the same word without it.
    const plain = (w: string) => w.replace(/s$/, "").replace(/zinh[oa]$/, "").replace(/inh([oa])$/, "$1");
    const namesIt = (food: string) => food.includes(word) || food.split(" ").some((f) => plain(f) === plain(subject.split(" ")[0] as string));
    if (named >= 0 && namesIt(foldText((parts[named] as TPart).food))) return removed(parts, subject, count);
    if (measure >= 0 && /^(espeto|lata|copo|fatia|pedaco|xicara|concha|garrafa|bola|pote|taca|dose)$/.test(word)) {
      const part = parts[measure] as TPart;
      const told = foldText(part.item.text);
      parts[measure] = { ...part, amount: /^(\d+|um|uma|dois|duas|tres|quatro|cinco|seis)\b/.test(told) ? told.replace(/^\S+/, count) : `${count} ${told}`, food: "", after: "" };
      return { text: render(parts), change: `corrigi a quantidade de ${word} para ${count}` };
    }
  }
  // "troca o presunto por peito de peru" on "misto quente": a component of a dish, not a food of the card.
  const component = componentSwapped(folded, parts);
  if (component) return component;
  const instead = insteadOf(folded);
  if (instead) return removed(parts, instead[0], instead[1]);
  const sem = WITHOUT.exec(folded);
  const remove = SWAP.exec(folded) ?? REMOVE.exec(folded) ?? sem ?? NAMED_NOT_EATEN.exec(folded) ?? DID_NOT.exec(folded) ?? SOMEONE_ELSE_ATE.exec(folded);
  if (remove) return removed(parts, remove[1] as string, remove[2], remove === sem);
  const without = WITHOUT_AT_END.exec(folded);
  if (without && findPart(parts, without[1] as string) >= 0) return removed(parts, without[1] as string, undefined);
  const size = resized(folded, parts, mealText);
  if (size) return size;
  const notThat = INSTEAD.exec(folded);
  if (notThat) {
    const [, right, wrong] = notThat as unknown as [string, string, string];
    // "eram 4 latão, não long neck": the vessel said against the card's, the drink and its count kept.
    const vessel = VESSEL.test(wrong) ? editFolded(`eram ${right}`, asked, mealText, true) : null;
    if (vessel) return vessel;
    const index = findPart(parts, wrong);
    // "era long neck não latão": the container said against the one on the card.
    if (index < 0) return recounted(parts, right, wrong) ?? drinkContainer(`era ${right}`, parts);
    const part = parts[index] as TPart;
    // "era com ovo, não queijo": the filling said with its "com"; "queijo" for "queijo coalho" is the whole food.
    // "era um x-salada, não cachorro quente": the count said with the food is the card's own count.
    const said = right.replace(/^(?:com|c|um|uma)\s+/, "");
    const inside = foldText(part.food).includes(foldText(wrong)) && !foldText(part.food).startsWith(foldText(wrong));
    const food = inside ? foldText(part.food).replace(foldText(wrong), said) : said;
    parts[index] = sameAmount(part, { ...part, food });
    return { text: render(parts), change: `troquei ${wrong} por ${said}` };
  }
  const measure = restated(folded, parts);
  if (measure) return measure;
  const container = CONTAINER.exec(folded);
  if (container) {
    const [, name, amount, unit] = container as unknown as [string, string, string, string];
    const index = parts.findIndex((p) => `${p.amount} ${p.after}`.includes(name.replace(/inha$/, "a")));
    const k = index >= 0 ? index : parts.length === 1 ? 0 : -1;
    if (k < 0) return null;
    parts[k] = { ...(parts[k] as TPart), amount: sizedAmount(parts[k] as TPart, `${amount} ${unit}`), after: "" };
    return { text: render(parts), change: `${(parts[k] as TPart).food} com ${amount} ${unit}` };
  }
  // "pizza de frango com catupiry" after "2 fatias de pizza": the card's food, read as the generic entry, said again
  // with its kind ("arroz doce" after "arroz" is another food, and "arroz" is read as white rice, not generic).
  const generic = (p: TPart) => foldText(analyze(render([p])).items[0]?.food ?? "") === foldText(p.food);
  const refines = parts.some((p) => (folded.startsWith(`${foldText(p.food)} de `) || folded.startsWith(`${foldText(p.food)} com `)) && generic(p));
  const what = whatItWas(folded, parts) ?? (correcting || refines ? saidAlone(folded, parts) : sameFoodCounted(folded, parts));
  if (what) return what;
  const half = readShare(folded, false);
  if (half && folded.split(" ").length <= 8) {
    // "o arroz foi metade disso": the subject is the food halved, not the whole meal.
    return scaled(parts, half, /^(?:o|a|os|as) (.+?) (?:foi|era|foram|eram|e|comi|tomei|bebi|eu comi|eu tomei|eu bebi) /.exec(folded)?.[1] ?? fronted(folded, parts));
  }
  const also = /^(?:e|com|mais|e mais)\s+(.+)$/.exec(folded);
  const extra = also ? addedText(also[1] as string) : "";
  // "e cerveja foi só 1": a food of the card said with what it was is a correction, never one more of it.
  if (also && !asked && !NEW_OCCASION.test(folded) && !/\b(?:foi|era|foram|eram)\b/.test(extra) && analyze(extra).items.length > 0) {
    return { text: `${render(parts)}, ${extra}`, change: `acrescentei ${extra}`, added: extra };
  }
  return null;
}

/** "do pão de queijo comi só metade", "da pizza foi metade": the food named before the share is the one shared. */
function fronted(folded: string, parts: readonly TPart[]): string | undefined {
  const said = /^(?:e\s+)?(?:d[oa]s?|n[oa]s?)\s+(.+?)\s+(?:eu\s+)?(?:so\s+)?(?:comi|tomei|bebi|foi|era|comeu)\b/.exec(folded)?.[1];
  return said && findPart(parts, said) >= 0 ? said : undefined;
}

/** "alface, tomate, 1 lata de atum e 1 colher de azeite" after "jantei uma salada com atum": the same meal told in detail. */
export function detailedMeal(message: string, mealText: string): TMealEdit | null {
  const folded = foldText(message);
  if (message.includes("?") || /^(?:hoje |ontem |de manha |no )?(?:comi|almocei|jantei|lanchei|tomei|bebi|merendei)\b/.test(folded)) return null;
  // "a batata era a média", "a calabresa dividi com 3 amigo" are edits of one food, never the whole meal told again.
  if (/^(?:o|a|os|as)\s+\S+(?:\s+\S+)?\s+(?:era|foi|eram|foram|e)\b/.test(folded)) return null;
  const read = analyze(message);
  if (read.items.length < 2 || read.unread.length > 0) return null;
  const detail = partsOf(message);
  const before = partsOf(mealText);
  if (detail.length < 2 || !detail.some((d) => findPart(before, d.food) >= 0)) return null;
  return { text: message, change: "refiz a conta com os detalhes que você mandou" };
}
