/** Chat shorthand read as the words it stands for ("tapioca engorda mais q pão?", "n como peixe", "vc acha?"). */
const SHORTHAND: readonly [RegExp, string][] = [
  [/\bq\b/g, "que"],
  [/\b(oq|oque)\b/g, "o que"],
  [/\bn\b(?= (como|gosto|posso|tomo|bebo|consigo|quero|tenho|sei|da|pode|comi|fiz|sou|uso|como mais))/g, "nao"],
  [/\b(vc|vcs|voces)\b/g, "voce"],
  [/\bhj\b/g, "hoje"],
  [/\b(tb|tbm)\b/g, "tambem"],
  [/\bdps\b/g, "depois"],
  [/\b(qnd|qdo)\b/g, "quando"],
  [/\b(mt|mto)\b/g, "muito"],
  [/\bmta\b/g, "muita"],
  [/\bmsm\b/g, "mesmo"],
  [/\b(qto|qnto|qnt|qt)\b/g, "quanto"],
  [/\b(qnta|qta)\b/g, "quanta"],
  [/\b(qntos|qtos|qnts)\b/g, "quantos"],
  [/\b(qntas|qtas|qts)\b/g, "quantas"],
  [/\b(agr|agra)\b/g, "agora"],
  [/\b(pq|pqe|pk|porq)\b/g, "porque"],
  // "meu bb tem 3 meses, mama no peito": the baby.
  [/\b(bb|bbzinho|bbzinha|bebezinho|bebezinha)\b/g, "bebe"],
  [/\bvdd\b/g, "verdade"],
  [/\b(td|tdo)\b/g, "tudo"],
  [/\bnd\b/g, "nada"],
  [/\bctz\b/g, "certeza"],
  [/\bdnv\b/g, "de novo"],
  [/\baq\b/g, "aqui"],
  [/\bqq\b/g, "qualquer"],
  [/\bcmg\b/g, "comigo"],
  // "açaí é saudável ou é bomba?": a calorie bomb, not the cream pastry.
  [/\b(e|eh|sao|virou) (uma )?bomba( calorica)?\b(?! de\b)/g, "e muito calorico"],
];

export function expandShorthand(folded: string): string {
  return SHORTHAND.reduce((text, [pattern, word]) => text.replace(pattern, word), folded);
}
