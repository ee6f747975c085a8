import type { TUnderstanding } from "../understand/understand";

/** An older relative ("minha mãe tem 82 anos", "meu avô", "minha vó"), said now or in the turns before. */
export const OLDER_RELATIVE = /\b(minha|meu) (mae|pai|avo|vo|vovo|sogr[oa]|tia|tio)\b[^|]{0,40}?\b(6[5-9]|[7-9]\d|1[01]\d) anos\b|\b(minha|meu) (avo|vo|vovo|bisavo)\b|\b(idos[oa]|pessoa idosa)\b/;
/** The person is 65 or older ("tenho 80 anos", "sou idosa"). */
export const OLDER_SELF = /\b(tenho|com) (6[5-9]|[7-9]\d|1[01]\d) anos\b|\bsou idos[oa]\b/;
/** Weight lost without meaning to: "emagreceu 6 kg em 2 meses sem fazer dieta", "tá perdendo peso e não sente fome". */
const LOST = /\b(emagreceu|emagrecendo|emagreci|perdeu|perdendo|perdi)\b[^|.?!]{0,30}?\b(\d+ ?(kg|quilos?|kilos?)|peso)\b|\b(emagreceu|emagrecendo|emagreci|perdeu peso|perdendo peso)\b[^|.?!]{0,40}?\b(sem (fazer )?dieta|sem querer|sem tentar|sem fome|sem motivo)\b/;
/** "bom, né?", "ela tava gordinha", "melhor assim": weight lost taken as good news. */
const TAKEN_AS_GOOD = /\b(bom|boa|otimo|otima|normal|melhor assim|ne|tava gordinh\w*|estava gordinh\w*|tava acima do peso|precisava (emagrecer|perder)|ficou bem|ta bem)\b/;

const DOCTOR = "- **Leve ao médico (clínico ou geriatra) nos próximos dias**, contando quanto peso foi embora, em quanto tempo e o que tem comido: remédios, dentes ou prótese, tristeza, tireoide, diabetes, infecções e outras doenças tiram a fome e o peso, e têm tratamento.";
const FOOD =
  "- **Até a consulta:** porções pequenas 5 a 6 vezes ao dia, com proteína em todas (ovo, leite, iogurte, queijo, feijão, frango, carne moída), no lugar do café com bolacha; mingau, vitamina de banana com aveia e sopa grossa com carne ajudam quem tem pouca fome. Água em horários combinados.";
const SIGNS = "Confusão, sonolência fora do comum, fraqueza para levantar, quedas ou um dia inteiro sem comer e beber pedem atendimento no mesmo dia.";

/** Who the older person is in the reply: the writer ("você"), a woman ("ela") or a man ("ele"). */
export function olderPersonPronoun(said: string): "você" | "ela" | "ele" {
  if (OLDER_SELF.test(said) && !/\b(minha|meu) (mae|pai|avo|vo|vovo|bisavo|sogr[oa]|tia|tio)\b/.test(said)) return "você";
  return /\b(minha|vovo|avo|vo|mae|sogra|tia|idosa)\b/.test(said) && !/\b(meu|pai|sogro|tio|idoso)\b/.test(said) ? "ela" : "ele";
}

/**
 * An older adult who lost weight without a diet ("minha mãe tem 78 anos" … "emagreceu 6 kg em 2 meses sem fazer dieta,
 * diz que não sente mais fome"), and the same loss taken as good news a turn later ("bom, né? ela tava gordinha"): a
 * warning sign in that age, met with why, who to see and what to offer until then, never a card of the coffee she drinks.
 */
export function olderWeightLost(u: TUnderstanding): string | null {
  const before = `${u.earlier ?? ""} | ${u.context ?? ""}`;
  const thread = `${before} | ${u.folded}`;
  if (!OLDER_RELATIVE.test(thread) && !OLDER_SELF.test(thread)) return null;
  const who = olderPersonPronoun(thread);
  // The message itself, when the turn was read together with the one before it.
  const at = u.context ? u.folded.lastIndexOf(u.context) : -1;
  const now = at >= 0 ? u.folded.slice(at + u.context!.length) : u.folded;
  const lostNow = LOST.test(now);
  if (lostNow) {
    const amount = /\b\d+ ?(kg|quilos?|kilos?)\b[^|.?!]{0,25}?\b(em|nos? ultimos?) (\d+|um|uma|dois|duas|tres) (mes(es)?|semanas?)\b/.exec(now)?.[0];
    const lead = amount ? `Perder ${amount.replace(/ultimos?/, "últimos").replace(/mes\b/, "mês")} sem fazer dieta` : "Perder peso sem fazer dieta";
    return [`**${lead}, depois dos 65 anos, é um sinal de alerta, não uma boa notícia, mesmo para quem estava acima do peso.** Nessa idade o peso que vai embora sem querer leva junto músculo e força, e a falta de fome costuma ter uma causa que precisa ser vista.`, "", DOCTOR, FOOD, "", SIGNS].join("\n");
  }
  if (LOST.test(before) && TAKEN_AS_GOOD.test(now) && now.split(" ").length <= 14) {
    return [`**Não é um bom sinal, mesmo ${who === "você" ? "você" : who} tendo peso a mais.** Depois dos 65 anos, emagrecer sem tentar e sem fome costuma ser perda de músculo, com mais risco de quedas, fraqueza e infecções, e pode ser sinal de doença. O peso, se for preciso, se perde com acompanhamento, comendo bem, nunca assim.`, "", DOCTOR, "", SIGNS].join("\n");
  }
  return null;
}
