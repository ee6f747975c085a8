import { singular } from "../text/normalize";

/**
 * "3 pastel de feira, 1 de carne 1 de queijo e 1 de palmito": a counted dish followed by how many of each kind. Read as
 * one dish per kind ("1 pastel de carne, 1 pastel de queijo, 1 pastel de palmito"); before, the kinds were read as foods
 * of their own (beef, cheese, palmito) on top of three plain pastéis.
 */
const DISHES: Readonly<Record<string, string>> = {
  pastel: "pastel", pasteis: "pastel", pasteizinhos: "pastel", coxinha: "coxinha", coxinhas: "coxinha", esfiha: "esfiha", esfihas: "esfiha",
  esfirra: "esfirra", esfirras: "esfirra", empada: "empada", empadas: "empada", empadinha: "empadinha", empadinhas: "empadinha",
  tapioca: "tapioca", tapiocas: "tapioca", crepe: "crepe", crepes: "crepe", pizza: "pizza", pizzas: "pizza", salgado: "salgado", salgados: "salgado",
};
const COUNT = String.raw`(?:\d+|um|uma|dois|duas|tr[eê]s|quatro|cinco|seis)`;
const KIND = String.raw`${COUNT}\s+de\s+[\p{L} ]+?`;
const COUNTED = new RegExp(
  String.raw`\b${COUNT}\s+(past[eé]is|pastel|pasteizinhos|coxinhas?|esfihas?|esfirras?|empadas?|empadinhas?|tapiocas?|crepes?|pizzas?|salgados?)(?:\s+de\s+feira)?\s*[,:]?\s*((?:${KIND}(?:\s*,\s*|\s+e\s+|\s+(?=${COUNT}\s+de\s))){1,}${KIND})(?=\s*(?:[,;.!?)]|\s+e\s+(?!${COUNT}\s+de\s)|$))`,
  "giu",
);
const ONE_KIND = new RegExp(String.raw`(${COUNT})\s+de\s+([\p{L} ]+?)\s*(?=,|\s+e\s+${COUNT}\s+de\s|\s+${COUNT}\s+de\s|$)`, "giu");

const fold = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

export function countedKinds(text: string): string {
  return text.replace(COUNTED, (whole, dish: string, kinds: string) => {
    const one = DISHES[fold(dish)];
    const each = [...kinds.matchAll(ONE_KIND)].map((k) => `${k[1]} ${one} de ${(k[2] as string).trim()}`);
    return one && each.length >= 2 ? each.join(", ") : whole;
  });
}

/** The one dish a place is known for, when only its kinds are said ("1 de queijo do habibs" is an esfiha of cheese). */
const STAPLES: Readonly<Record<string, string>> = { habibs: "esfiha", esfiharia: "esfiha", esfirraria: "esfiha", pastelaria: "pastel", coxinharia: "coxinha" };
const KINDS_AT = new RegExp(String.raw`\b((?:${KIND}(?:\s*,\s*|\s+e\s+))*${KIND})\s+(?:d[oa]s?|n[oa]s?)\s+(habib'?s|esfiharia|esfirraria|pastelaria|coxinharia)\b`, "giu");

/** "1 de queijo e 1 de carne do habibs": each kind said as the place's dish ("1 esfiha de queijo, 1 esfiha de carne"). */
export function placeStaple(text: string): string {
  return text.replace(KINDS_AT, (whole, kinds: string, place: string) => {
    const dish = STAPLES[fold(place).replace("'", "")];
    const each = [...kinds.matchAll(ONE_KIND)].map((k) => `${k[1]} ${dish} de ${(k[2] as string).trim()}`);
    return dish && each.length > 0 ? `${each.join(", ")} ${whole.slice(kinds.length).trim()}` : whole;
  });
}

const DISH_WORDS = String.raw`past[eé]is|pastel|coxinhas?|esfihas?|esfirras?|empadas?|empadinhas?|tapiocas?|crepes?|pizzas?|salgados?|sandu[ií]ches?|kibes?|quibes?`;
const SLICE = String.raw`(?:(?:fatias?|peda[cç]os?|unidades?)\s+de\s+)?`;
const ONE = /^(?:1|um|uma)$/i;
/** "2 fatias de pizza de calabresa e 1 de portuguesa": a count and a kind said after a counted dish of another kind. */
const KIND_AFTER_KIND = new RegExp(
  String.raw`(?<!\p{L})(${COUNT})\s+(${SLICE}(?:${DISH_WORDS}))\s+de\s+(\p{L}+(?:\s+(?!e\s)\p{L}+){0,2}?)(\s*,\s*|\s+e\s+)(${COUNT})\s+de\s+(?=\p{L})`,
  "giu",
);

/**
 * The later count is of the same dish, in the same measure ("1 fatia de pizza de portuguesa", "1 pastel de queijo"), never
 * the kind's word read as a food of its own (a slice of mozzarella beside two pastéis of meat).
 */
export function kindAfterKind(text: string): string {
  return text.replace(KIND_AFTER_KIND, (_, count: string, dish: string, kind: string, link: string, other: string) => {
    const again = ONE.test(other) ? dish.split(/\s+/).map(singular).join(" ") : dish;
    return `${count} ${dish} de ${kind}${link}${other} ${again} de `;
  });
}
