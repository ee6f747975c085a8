/** Dialysis said ("faço hemodiálise", "estou em diálise", "diálise peritoneal"): kidney failure treated, with its own protein. */
const DIALYSIS = /\b(?:hemo)?dialise\b|\bdialitic\w*\b|\bfaco hemo\b/g;
/** "não faço diálise", "sem diálise", "pra não precisar de diálise", "antes da diálise": dialysis said not to be done. */
const NOT_DONE = /\b(?:nao|sem|nunca|antes d[ae]|evitar a?|longe d[ae])\b[^.,;!?]{0,25}$/;
/** "faço hemodiálise não", "diálise ainda não", "diálise? não": the negative said after, as people talk. */
const NOT_AFTER = /^[?!]? ?(?:ainda |por enquanto |graças a deus |gracas a deus )?(?:nao|nunca)\b/;

/** The person is on dialysis: said so, and never only in the negative ("doença renal, mas não faço diálise"). */
export function onDialysis(said: string): boolean {
  return [...said.matchAll(DIALYSIS)].some(
    (m) => !NOT_DONE.test(said.slice(Math.max(0, m.index - 40), m.index)) && !NOT_AFTER.test(said.slice(m.index + m[0].length).trimStart()),
  );
}

/**
 * On dialysis the protein question has an answer: more than before dialysis, since each session takes amino acids away
 * (KDOQI 2020: about 1.0 to 1.2 g per kg of body weight a day when stable). A standard plan still is not made here:
 * potassium, phosphorus, sodium and fluids have limits set from each month's tests and the weight gained between sessions.
 */
export const DIALYSIS_PROTEIN = [
  "**Na diálise, a proteína costuma ser maior, não menor.** Cada sessão leva embora aminoácidos, e a referência das diretrizes (KDOQI 2020) para quem está estável é de cerca de **1,0 a 1,2 g de proteína por kg de peso por dia** (para 70 kg, uns 70 a 85 g), boa parte de fontes como ovo, frango, peixe e carne. Isso é o contrário da doença renal antes da diálise, quando a proteína costuma ser reduzida. O seu número exato quem define é a equipe, pelo seu peso seco e pelos exames.",
  "",
  "O que eu não faço por aqui é um plano alimentar padrão: na diálise, **potássio** (banana, laranja, água de coco, feijão em excesso), **fósforo** (embutidos, refrigerante de cola, queijos amarelos, ultraprocessados), **sódio** e **líquidos** têm limites próprios, ajustados aos seus exames de cada mês e ao peso ganho entre as sessões. Suplemento de proteína só com a indicação da equipe.",
  "",
  "Leve essa conta ao **nefrologista** e ao **nutricionista da clínica de diálise**: eles montam o plano com você. Enquanto isso, posso tirar dúvidas sobre alimentos e rótulos (por exemplo, quais frutas têm menos potássio).",
].join("\n");
