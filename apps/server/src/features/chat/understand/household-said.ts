import { numberValue } from "./number-words";

/**
 * How many people a plan's groceries feed, said with the request or earlier (decision 186): "pra mim e meu marido", "eu e
 * minha filha", "somos 3 aqui em casa", "pra 2 pessoas", "família de 4". One when none is said. The plan's portions are
 * still the person's own; the count shares the money said among them.
 */
const RELATIVE = String.raw`(?:meu|minha) (?:marido|esposa|mulher|namorad[oa]|noiv[oa]|companheir[oa]|filh[oa]|mae|pai|irma|irmao|vo|avo|sogr[oa]|colega|amig[oa]|parceir[oa]|conjuge)`;
const PAIR = new RegExp(String.raw`\b(?:(?:pra|para|de) mim e (?:pr[oa] |para [oa] )?${RELATIVE}|eu e ${RELATIVE}|${RELATIVE} e eu)\b`);
const COUNT = /\b(?:somos|pra|para|de|entre|familia de|casa com|moramos em|moram) (\d|dois|duas|tres|quatro|cinco|seis) (?:pessoas|aqui em casa|em casa|adultos|de familia)\b|\b(?:somos|moramos em) (\d|dois|duas|tres|quatro|cinco|seis)\b/;

export function peopleSaid(folded: string): number {
  const counted = COUNT.exec(folded);
  const n = counted ? numberValue((counted[1] ?? counted[2])!) : 0;
  if (n >= 2 && n <= 6) return n;
  return PAIR.test(folded) ? 2 : 1;
}
