import type { TParsedItem } from "./parse";

const DRINK = /^(cafe|cha|suco|leite|cafe com leite|pingado|achocolatado|mate|cha mate|chimarrao|limonada|refresco)\b/;
const SUGAR = /^(acucar|acucar (cristal|refinado|mascavo|demerara|branco)|adocante)$/;

/**
 * "café com 2 colher de açúcar": a spoon stirred into coffee, tea or juice is a teaspoon (about 4 g of sugar), unless the
 * user says "de sopa"; a spoon of sugar anywhere else stays the tablespoon.
 */
export function teaspoonsInDrinks(items: TParsedItem[]): TParsedItem[] {
  return items.map((item, k) => {
    const drink = items[k - 1];
    if (!drink || item.unit?.unit !== "colher de sopa" || !SUGAR.test(item.foodText) || !DRINK.test(drink.foodText)) return item;
    if (/\b(sopa|cs|cheia|colherada)\b/.test(item.text)) return item;
    return { ...item, unit: { ...item.unit, unit: "colher de chá" } };
  });
}
