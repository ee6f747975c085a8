import { analyze, parse, type TParsedItem } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { findFoodMentions } from "./food-mentions";

/** One food of the pending meal, as text that reads back to the same item: its amount words around its food words. */
type TPart = { amount: string; after: string; food: string; item: TParsedItem; grams: number | null };

/** What an edit did, said back to the user ("tirei cerveja", "troquei carne por frango"). */
export type TMealEdit = { text: string; change: string; added?: string };

const ARTICLE = String.raw`(?:o|a|os|as|um|uma|aquele|aquela|do|da|dos|das)?\s*`;
const REMOVE = new RegExp(String.raw`^(?:pode\s+)?(?:tira|tire|tirar|retira|retire|remove|remova|apaga|apague|exclui|exclua|esquece|esqueca|cancela|cancele)\s+${ARTICLE}(.+?)(?:\s+(?:foi|era|coloca|poe|bota|no lugar|troca por|e sim)\s+${ARTICLE}(.+))?$`);
const WITHOUT = new RegExp(String.raw`^(?:foi\s+|era\s+|na verdade\s+)?sem\s+${ARTICLE}(.+)$`);
const DID_NOT = new RegExp(String.raw`\bnao\s+(?:comi|tomei|bebi|teve|tinha|coloquei|pus|usei|quis)\s+${ARTICLE}(.+)$`);
const INSTEAD = new RegExp(String.raw`^(?:na verdade\s+)?(?:era|foi|eram|foram)\s+(?:de\s+)?(.+?)\s+(?:e\s+)?nao\s+(?:de\s+|era\s+|foi\s+)?${ARTICLE}(.+)$`);
/** "o bife era de fígado", "o pastel era de carne": what a food of the card was made of. */
const SUBJECT_WAS = /^(?:o|a|os|as) (.+?) (?:era|foi|eram|foram) (?:de |do |da )(.+)$/;
/** "só 1", "2": a count alone, which changes how many rather than what. */
const COUNT_ONLY = /^(?:so |apenas |somente )?(\d+|um|uma|dois|duas|tres|quatro|cinco)$/;
const HALF = /\b(?:so\s+)?(?:a\s+)?(metade|meia porcao|o dobro|dobro|duas vezes)\b(?:\s+(?:do|da|dos|das|de)\s+(.+))?/;
const CONTAINER = /\b(garrafa|garrafinha|lata|latinha|copo|xicara|caneca|pote|taca|long neck)\s+(?:era|foi|tinha)\s+(?:de\s+)?(\d+(?:[.,]\d+)?)\s*(ml|l|litros?|litro|g|gramas)\b/;
const ADD = /^(?:ah\s+)?(?:e\s+)?(?:(?:ah\s+e|ah|e)\s+(?:teve|tinha|rolou|tomei|comi|bebi)(?:\s+tambem)?|mais|e mais|junto (?:tomei|comi|bebi)|(?:tambem|tb|tbm)\s+(?:teve|tinha|comi|tomei|bebi|rolou)|(?:teve|tinha|rolou)\s+tambem|esqueci\s+(?:de\s+(?:falar|dizer|colocar|botar)\s+)?(?:o|a|os|as|do|da|dos|das|que\s+(?:teve|tinha|comi|tomei|bebi))?|faltou|acrescenta|acrescente|adiciona|adicione|inclui|inclua|coloca tambem|poe tambem)\s+(.+)$/;

const NUMBER_WORDS = /^(\d+(\.\d+)?|\d+\/\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|meia|meio|e)$/;

function partsOf(mealText: string): TPart[] {
  const analysis = analyze(mealText);
  return parse(mealText).map((item, k) => {
    const at = item.foodText ? item.text.indexOf(item.foodText) : -1;
    const amount = at >= 0 ? item.text.slice(0, at).trim() : item.text;
    const after = at >= 0 ? item.text.slice(at + item.foodText.length).trim() : "";
    return { amount, after, food: item.foodText, item, grams: analysis.items[k]?.grams ?? null };
  });
}

const render = (parts: readonly TPart[]) => parts.map((p) => `${p.amount} ${p.food} ${p.after}`.trim()).filter(Boolean).join(", ");

/** The part a phrase names: same food by the matcher, else a word of its name. */
function findPart(parts: readonly TPart[], phrase: string): number {
  const ids = new Set(findFoodMentions(phrase).map((m) => m.food?.id).filter(Boolean));
  const byId = parts.findIndex((p) => ids.has(findFoodMentions(p.food)[0]?.food?.id));
  if (byId >= 0) return byId;
  const words = foldText(phrase).split(" ").filter((w) => w.length > 2);
  return parts.findIndex((p) => words.some((w) => foldText(p.food).split(" ").some((f) => f.replace(/s$/, "") === w.replace(/s$/, ""))));
}

function removed(parts: TPart[], target: string, replacement: string | undefined): TMealEdit | null {
  const several = replacement ? [] : target.split(/\s+e\s+(?:o |a |os |as )?/).filter(Boolean);
  if (several.length > 1) {
    const gone: string[] = [];
    for (const one of several) {
      const k = findPart(parts, one);
      if (k < 0) return null;
      gone.push((parts[k] as TPart).food);
      parts.splice(k, 1);
    }
    return parts.length > 0 ? { text: render(parts), change: `tirei ${gone.join(" e ")}` } : null;
  }
  const index = findPart(parts, target);
  if (index < 0) return null;
  const gone = parts[index] as TPart;
  const count = replacement ? COUNT_ONLY.exec(replacement) : null;
  if (count) {
    const words = gone.amount.split(" ");
    let first = 0;
    while (first < words.length && NUMBER_WORDS.test(words[first] as string)) first++;
    parts[index] = { ...gone, amount: `${count[1]} ${words.slice(first).join(" ")}`.trim() };
    return { text: render(parts), change: `corrigi a quantidade de ${gone.food} para ${count[1]}` };
  }
  if (replacement) {
    parts[index] = { ...gone, food: replacement };
    return { text: render(parts), change: `troquei ${gone.food} por ${replacement}` };
  }
  parts.splice(index, 1);
  return parts.length > 0 ? { text: render(parts), change: `tirei ${gone.food}` } : null;
}

function scaled(parts: TPart[], factor: number, target: string | undefined): TMealEdit | null {
  const chosen = target ? [findPart(parts, target)] : parts.map((_, k) => k);
  if (chosen.some((k) => k < 0)) return null;
  for (const k of chosen) {
    const part = parts[k] as TPart;
    const { quantity } = part.item;
    if (quantity !== null && part.amount && !part.after) {
      const words = part.amount.split(" ");
      let first = 0;
      while (first < words.length && NUMBER_WORDS.test(words[first] as string)) first++;
      parts[k] = { ...part, amount: `${String(Math.round(quantity * factor * 100) / 100)} ${words.slice(first).join(" ")}`.trim() };
    } else if (part.grams !== null) {
      parts[k] = { ...part, amount: `${Math.round(part.grams * factor)} g de`, after: "" };
    }
  }
  const what = factor < 1 ? "metade" : "o dobro";
  return { text: render(parts), change: target ? `${what} de ${(parts[chosen[0] as number] as TPart).food}` : `${what} de tudo` };
}

/**
 * An edit of the meal just analysed, in words: remove ("tira a cerveja", "sem o queijo ralado"), replace ("tira a
 * cerveja, foi suco", "era de frango, não de carne"), scale ("metade", "o dobro do arroz"), restate a container
 * ("a garrafa era de 600 ml") or add ("também teve pudim"). Null when the message is none of these.
 */
export function editMeal(message: string, mealText: string): TMealEdit | null {
  const folded = foldText(message)
    .replace(/\bna (verdade|vdd|real)\b/g, " ")
    .replace(/^(?:(?:ah|ops|opa|eita|putz|ixi|pera|perai|nossa|e)\s+)+(?=(?:tira|tire|retira|remove|remova|apaga|esquece|esqueca|cancela|sem|nao|o|a|os|as)\b)/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (folded.split(" ").length > 14) return null;
  const parts = partsOf(mealText);
  if (parts.length === 0) return null;
  const add = ADD.exec(folded);
  if (add) return { text: `${render(parts)}, ${add[1]}`, change: `acrescentei ${add[1]}`, added: add[1] as string };
  const remove = REMOVE.exec(folded) ?? WITHOUT.exec(folded) ?? DID_NOT.exec(folded);
  if (remove) return removed(parts, remove[1] as string, remove[2]);
  const instead = INSTEAD.exec(folded);
  if (instead) {
    const [, right, wrong] = instead as unknown as [string, string, string];
    const index = findPart(parts, wrong);
    if (index < 0) return null;
    const part = parts[index] as TPart;
    const food = foldText(part.food).includes(foldText(wrong)) ? foldText(part.food).replace(foldText(wrong), right) : right;
    parts[index] = { ...part, food };
    return { text: render(parts), change: `troquei ${wrong} por ${right}` };
  }
  const container = CONTAINER.exec(folded);
  if (container) {
    const [, name, amount, unit] = container as unknown as [string, string, string, string];
    const index = parts.findIndex((p) => `${p.amount} ${p.after}`.includes(name.replace(/inha$/, "a")));
    const k = index >= 0 ? index : parts.length === 1 ? 0 : -1;
    if (k < 0) return null;
    parts[k] = { ...(parts[k] as TPart), amount: `${amount} ${unit} de`, after: "" };
    return { text: render(parts), change: `${(parts[k] as TPart).food} com ${amount} ${unit}` };
  }
  const was = SUBJECT_WAS.exec(folded);
  if (was) {
    const [, subject, what] = was as unknown as [string, string, string];
    const index = findPart(parts, subject);
    if (index >= 0 && !NUMBER_WORDS.test(what.split(" ")[0] as string)) {
      const part = parts[index] as TPart;
      const head = foldText(subject).split(" ")[0] as string;
      parts[index] = { ...part, food: `${head} de ${what}` };
      return { text: render(parts), change: `troquei ${part.food} por ${head} de ${what}` };
    }
  }
  const half = HALF.exec(folded);
  if (half && folded.split(" ").length <= 8) return scaled(parts, /metade|meia/.test(half[1] as string) ? 0.5 : 2, half[2]);
  const more = /^(?:e|com|mais|e mais)\s+(.+)$/.exec(folded);
  if (more && !message.includes("?") && analyze(more[1] as string).items.length > 0) {
    return { text: `${render(parts)}, ${more[1]}`, change: `acrescentei ${more[1]}`, added: more[1] as string };
  }
  return null;
}
