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
  const people = householdSize(folded);
  if (people === null || people < 2) return null;
  const mine = targets ? ` (cerca de ${num(targets.calories)} kcal por dia)` : "";
  return [
    `Anotado: são **${people} pessoas** em casa. O plano que montei é **por pessoa**, com as porções pensadas para você${mine}.`,
    `- **Compras:** na lista de compras do plano, multiplique as quantidades por ${people}. Arroz, feijão, ovos, frango, fubá, legumes e frutas da estação rendem bem e saem mais baratos comprados em maior quantidade.`,
    "- **Cozinha:** dá para cozinhar uma vez para todos (o feijão da semana de uma vez, por exemplo) e servir cada prato no tamanho de cada um.",
    "- **Cada um tem a sua necessidade:** para a outra pessoa, me diga idade, peso, altura, o que faz no dia e o objetivo, que eu calculo quanto ela precisa comer e monto um plano dela.",
  ].join("\n");
}
