/** Words that make a juice the boxed nectar: "de caixinha", brands, "pronto". */
const BOXED = "(?:de )?(?:caixinha|caixa|garrafinha|pronto|industrializado|del valle|dafruta|maguary|sufresh|tial|kapo)";
const BOXED_JUICE = new RegExp(`^(?:suco ${BOXED}|del valle|nectar)(?: de (.+?))?$|^suco de (.+?) ${BOXED}$`);

/**
 * "suco de caixinha de uva", "suco del valle de pêssego", "suco de laranja de caixinha": the sweetened nectar the box
 * holds (a label average), never fresh juice or an unread brand; the fruit stays as its flavour.
 */
export function boxedJuice(foodText: string): string {
  const m = BOXED_JUICE.exec(foodText);
  if (!m) return foodText;
  const fruit = m[1] ?? m[2];
  return fruit ? `nectar de ${fruit}` : "nectar";
}

/** "suco de caixinha", "suco de uva de caixinha": the box is what the juice is, not a measure of it (200 ml). */
export function boxedJuiceWords(text: string): string {
  return text.replace(/\b(sucos?|suquinhos?) de (\p{L}+) de (caixinha|caixa)\b/giu, "$1 pronto de $2").replace(/\b(sucos?|suquinhos?) de (caixinha|caixa)\b/giu, "$1 pronto");
}
