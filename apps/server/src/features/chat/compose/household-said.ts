import type { TTargets } from "@nutriguia/nutrition";
import { num } from "./format";
import { numberValue } from "../understand/number-words";


/**
 * How many eat at home, said after a plan: "somos eu e minha esposa", "pra duas pessoas", "são 4 pessoas em casa",
 * "eu e meus 2 filhos". Null when the message says no household.
 */
export function householdSize(folded: string): number | null {
  const counted = /\b(?:somos|sao|seremos|pra|para|de|em) (\d|duas|dois|tres|quatro|cinco|seis) (?:pessoas|adultos|bocas)\b/.exec(folded);
  if (counted) return numberValue(counted[1]!);
  const withKids = /\beu e (?:meus|minhas) (\d|dois|duas|tres|quatro) (?:filh\w*|crianc\w*)\b/.exec(folded);
  if (withKids) return 1 + numberValue(withKids[1]!);
  if (/\b(?:somos|sao|seremos|pra|para|e pra|e para)? ?eu e (?:a |o )?(?:minha|meu) (?:esposa|marido|mulher|namorad[oa]|noiv[oa]|companheir[oa]|mae|pai|filh[oa]|irma|irmao|colega)\b/.test(folded)) return 2;
  return null;
}

/**
 * "somos eu e minha esposa" right after a plan: the plan is for one person, so it says how to feed the house from it
 * (the shopping list times the people, one cooking for all, each plate its own size) and what it needs to make the
 * other person's own plan. Null when the reply before made no plan or the message says no household.
 */
export function composeHouseholdAfterPlan(folded: string, lastReply: string | undefined, targets: TTargets | null): string | null {
  if (!lastReply || !/\]\(\/meal-plans\/[0-9a-f-]{36}\)/.test(lastReply)) return null;
  const mine = targets ? ` (cerca de ${num(targets.calories)} kcal por dia)` : "";
  const other = otherEaterOnPlan(folded, mine);
  if (other) return other;
  const people = householdSize(folded);
  if (people === null || people < 2) return null;
  return [
    `Anotado: são **${people} pessoas** em casa. O plano que montei é **por pessoa**, com as porções pensadas para você${mine}.`,
    `- **Compras:** na lista de compras do plano, multiplique as quantidades por ${people}. Arroz, feijão, ovos, frango, fubá, legumes e frutas da estação rendem bem e saem mais baratos comprados em maior quantidade.`,
    "- **Cozinha:** dá para cozinhar uma vez para todos (o feijão da semana de uma vez, por exemplo) e servir cada prato no tamanho de cada um.",
    "- **Cada um tem a sua necessidade:** para a outra pessoa, me diga idade, peso, altura, o que faz no dia e o objetivo, que eu calculo quanto ela precisa comer e monto um plano dela.",
  ].join("\n");
}

/** "meu marido", "a minha esposa": another adult at the same table (a child's plate is the gate's), with the word that names them. */
const OTHER_EATER = /\b(?:meu|minha) (marido|esposa|mulher|namorad[oa]|noiv[oa]|companheir[oa]|mae|pai|irma|irmao|sogr[oa])\b/;
const HIS = new Set(["marido", "namorado", "noivo", "companheiro", "pai", "irmao", "sogro"]);
/** More or less on the plate than the plan's portions, or only joining in. */
const EATS_MORE = /\b(?:porc\w* (?:maiores|grandes?|maior)|prato (?:maior|grande|cheio)|come (?:bem |muito )?mais|comem mais|come muito|come o dobro|come bastante|mais fome|repete o prato)\b/;
const EATS_LESS = /\b(?:porc\w* (?:menores|pequenas?|menor)|prato (?:menor|pequeno)|come (?:bem |muito )?menos|come pouco|comem menos|menos fome)\b/;
const JOINS = /\b(?:vai seguir|segue|seguir|vai comer|come junto|comer junto|comer o mesmo|vai fazer|faz junto|entrar (?:junto|na dieta))\b/;

/**
 * "meu marido come porções maiores, como faço?", "minha esposa vai seguir também mas come menos" after a plan (decision
 * 193): the same menu for both, that person's plate made larger or smaller by the part of the plate that changes, and
 * their own plan offered. Null when no other person eats from the plan.
 */
function otherEaterOnPlan(folded: string, mine: string): string | null {
  const who = OTHER_EATER.exec(folded);
  const more = EATS_MORE.test(folded);
  const less = !more && EATS_LESS.test(folded);
  if (!who || !(more || less || JOINS.test(folded))) return null;
  const noun = who[1]!;
  const male = HIS.has(noun);
  const them = `${male ? "o seu" : "a sua"} ${noun}`;
  const pronoun = male ? "ele" : "ela";
  const change = more
    ? [
        `- aumente em cerca de **metade** o arroz, a batata, a mandioca, o macarrão, o pão e o feijão, e em **um terço** a carne, o frango, o peixe ou os ovos;`,
        "- legumes e salada podem ser à vontade, e uma fruta a mais por dia se sentir fome;",
        `- nas compras, conte cerca de **1,5 vez** as quantidades do plano para ${pronoun}.`,
      ]
    : less
      ? [
          "- diminua em cerca de **um quarto** o arroz, a batata, a mandioca, o pão e o azeite ou a pasta de amendoim;",
          "- mantenha a carne, o frango, o peixe, os ovos, o feijão, os legumes e as frutas: são eles que dão saciedade e nutrientes;",
          "- se sobrar fome, o prato volta ao tamanho do plano, sem pular refeições.",
        ]
      : ["- sirva o mesmo cardápio no prato de cada um, no tamanho da fome e da necessidade de cada pessoa;", "- nas compras, multiplique as quantidades pelo número de pessoas que seguem o plano."];
  return [
    `Dá, sim: o cardápio pode ser o mesmo para os dois. O plano é **por pessoa**, com as porções pensadas para você${mine}; para ${them}, ${more ? "que come mais" : less ? "que come menos" : "que vai seguir junto"}:`,
    ...change,
    "",
    `Isso é uma aproximação: quanto ${pronoun} precisa depende de idade, peso, altura, atividade e objetivo. Se me disser esses dados, calculo a meta e monto um plano só para ${pronoun}, com os mesmos pratos.`,
  ].join("\n");
}
