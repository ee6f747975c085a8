import { turnOf, type TTurn } from "./chat.turn";
import type { TRead, TTurnContext } from "./chat.pipeline";
import { num } from "./compose/format";

/** "achei muita comida, baixa pra 1400": the plan asked smaller; "tá pouco, aumenta pra 2400": asked larger. */
const SMALLER = /\b(?:baix\w*|abaix\w*|diminu\w*|reduz\w*|desc[ea]\w*|cort\w*|menos|muita comida|comida demais|muito cheio|pesad[oa])\b/;
const LARGER = /\b(?:aument\w*|sobe|subir|suba|mais comida|ta pouco|pouca comida|passando fome|fome)\b/;

/** The daily kcal of the plan the conversation links to, from its title ("[Plano de 7 dias · 1259 kcal](/meal-plans/…)"). */
function heldKcal(ctx: TTurnContext, link: string): number | null {
  const title = ctx.conversation.turns.filter((t) => t.direction === "OUTGOING" && t.content.includes(`](${link})`)).at(-1)?.content.match(/\[Plano de \d+ dias? · (\d+) kcal/);
  return title ? Number(title[1]) : null;
}

/**
 * A new kcal asked for the plan that goes the other way from what the words ask (decision 186): "achei muita comida, baixa
 * pra 1400" over a plan of 1,259 kcal would be more food, not less. Said plainly, with the ways to get what was meant;
 * no plan is made on the number. Null when the number and the words agree.
 */
export function kcalEditAgainst(read: TRead, ctx: TTurnContext, link: string): TTurn | null {
  const asked = read.u.type === "plan-request" ? read.u.requestedCalories : null;
  const held = asked ? heldKcal(ctx, link) : null;
  if (!asked || !held || Math.abs(asked - held) < 50) return null;
  const smaller = SMALLER.test(read.alone.folded) && !LARGER.test(read.alone.folded);
  const larger = LARGER.test(read.alone.folded) && !SMALLER.test(read.alone.folded);
  if (!(smaller && asked > held) && !(larger && asked < held)) return null;
  const way = smaller
    ? `Para comer menos volume sem baixar as calorias, posso deixar uma refeição mais leve (*deixa o jantar mais leve*) ou tirar um lanche (*tira o lanche da manhã*), e a energia passa para as outras refeições.`
    : `Para ter mais comida, me diga um número acima de ${num(held)} kcal, ou peça *mais proteína no almoço* ou *mais frutas*.`;
  return turnOf(
    "PLAN_REQUEST",
    `O seu plano já tem cerca de **${num(held)} kcal por dia**: ${num(asked)} kcal seria **${smaller ? "mais" : "menos"} comida**, não ${smaller ? "menos" : "mais"}. Não mudei o plano.\n\n${way} Se quiser mesmo ${num(asked)} kcal por dia, me diga *pode fazer com ${asked}*. O plano continua em [seu plano](${link}).`,
    "builtin",
  );
}
