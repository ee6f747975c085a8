import { FOOD_INDEX } from "../match/food-index";
import { foodTokens } from "../text/normalize";
import { readNumber } from "./numbers";
import { segmentMeal } from "./segment";
import { readSize, readUnit, type TUnit } from "./units";

export type TParsedItem = {
  /** The mention as read, normalised ("2 colheres de sopa de arroz branco"). */
  text: string;
  /** What is left once amount, unit and size are taken out ("arroz branco"). */
  foodText: string;
  quantity: number | null;
  unit: TUnit | null;
  /** Multiplier from "pequeno", "grande", "rasa"...; 1 when none is given. */
  size: number;
};

const LINKS = new Set(["de", "do", "da", "dos", "das", "d"]);

function readAmountAt(tokens: readonly string[], start: number) {
  const number = readNumber(tokens, start);
  let i = number ? number.next : start;
  let size = readSize(tokens[i]);
  if (size !== null) i++;
  const unit = readUnit(tokens, i);
  if (unit) {
    i = unit.next;
    const after = readSize(tokens[i]);
    if (after !== null) {
      size = after;
      i++;
    }
  }
  if (!number && (!unit || !LINKS.has(tokens[i] ?? ""))) return null;
  return { quantity: number?.value ?? null, unit: unit?.unit ?? null, size, next: i };
}

function parseSegment(tokens: string[]): TParsedItem {
  let rest = tokens;
  let quantity: number | null = null;
  let unit: TUnit | null = null;
  let size: number | null = null;
  const lead = readAmountAt(tokens, 0);
  if (lead) {
    ({ quantity, unit, size } = lead);
    rest = tokens.slice(lead.next);
  } else {
    for (let k = tokens.length - 1; k >= 1; k--) {
      const tail = readAmountAt(tokens, k);
      if (tail && tail.quantity !== null && tail.next === tokens.length) {
        ({ quantity, unit, size } = tail);
        rest = tokens.slice(0, k);
        break;
      }
    }
  }
  while (rest.length > 0 && LINKS.has(rest[0] as string)) rest = rest.slice(1);
  const trailing = readSize(rest[rest.length - 1]);
  if (trailing !== null && rest.length > 1) {
    size = trailing;
    rest = rest.slice(0, -1);
  }
  return { text: tokens.join(" "), foodText: rest.join(" "), quantity, unit, size: size ?? 1 };
}

/** True when "x com y" is itself one food ("tapioca com manteiga") and y carries no amount of its own. */
function isOneFood(left: string[], right: string[]): boolean {
  if (readNumber(right, 0)) return false;
  const leftFood = parseSegment(left).foodText;
  return FOOD_INDEX.phrases.has(foodTokens(`${leftFood} com ${right.join(" ")}`).join(" "));
}

/** pt-BR meal text -> food mentions with amount, unit and size. Never throws. */
export function parse(text: string): TParsedItem[] {
  if (typeof text !== "string") return [];
  return segmentMeal(text.slice(0, 5000), isOneFood)
    .map(parseSegment)
    .filter((item) => item.foodText.length > 0 || item.quantity !== null);
}
