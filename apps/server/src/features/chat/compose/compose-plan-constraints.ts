import type { TMealPlan } from "@nutriguia/domain";
import type { TPlanConstraints } from "../facts/plan-constraints";
import { num } from "./format";

/** Below this many reais a day, no plan of whole foods fits: said plainly, with where to find help. */
const TOO_LITTLE_PER_DAY = 10;

function capLine(cap: number, plan: TMealPlan): string {
  const highest = Math.max(...plan.days.map((d) => Math.round(d.totals.calories)));
  const over = plan.days.filter((d) => d.totals.calories > cap).length;
  const target = num(plan.targets.calories);
  const lead = `**Limite de ${num(cap)} kcal por dia:** o plano fica em cerca de ${target} kcal`;
  if (over > 0) return `${lead}, mas ${over} ${over === 1 ? "dia passa" : "dias passam"} um pouco (até ${num(highest)} kcal); me peça "ajusta os dias acima de ${num(cap)}" que eu reduzo as porções.`;
  return `${lead} e nenhum dia passa do limite (o maior tem ${num(highest)} kcal).`;
}

/**
 * The money said per day, shared by the people it feeds: "300 reais por semana pra mim e meu marido" is about R$ 21 a
 * person a day, the figure the cheap foods are weighed against (decision 186).
 */
/** The cheap staples named in the budget line, in the tables' words, with how they are said. */
const CHEAP_NAMED: readonly [RegExp, string][] = [
  [/^arroz/, "arroz"], [/^feij/, "feijão"], [/^ovo/, "ovo"], [/^(peito de frango|inteiro de frango|frango|coxa|sobrecoxa)/, "frango"],
  [/moíd/, "carne moída"], [/^sardinha/, "sardinha"], [/^(lentilha|grão-de-bico|ervilha)/, "lentilha ou grão-de-bico"],
  [/^proteína de soja/, "proteína de soja"], [/^(mandioca|batata|cuscuz|fubá)/, "mandioca, batata ou cuscuz"], [/^banana/, "banana"],
];

/** What is cheap in this plan, from its own foods (a vegan plan never names egg or chicken; decision 193). */
function cheapInPlan(plan: TMealPlan): string {
  const foods = plan.days.flatMap((d) => d.meals.flatMap((m) => m.items.map((i) => i.food.toLowerCase())));
  const named = CHEAP_NAMED.filter(([p]) => foods.some((f) => p.test(f))).map(([, said]) => said);
  return [...new Set([...named, "fruta da época"])].join(", ");
}

function budgetLine(together: number, people: number, plan: TMealPlan): string {
  const perDay = people > 1 ? together / people : together;
  const each = people > 1 ? ` por pessoa (R$ ${num(Math.round(together))} por dia para ${people} pessoas)` : "";
  const amount = Number.isInteger(perDay) ? `R$ ${num(perDay)} por dia${each}` : `Cerca de R$ ${num(Math.round(perDay))} por dia${each}`;
  if (perDay < TOO_LITTLE_PER_DAY) {
    return `**${amount}:** vou ser sincero, esse valor dificilmente cobre um dia inteiro de comida, mesmo só com o básico. Montei o plano com o que costuma ser mais barato (${cheapInPlan(plan)}), mas não consigo garantir que caiba nesse valor. Se o dinheiro não está dando para comer, procure o CRAS da sua cidade (cesta básica e programas de renda) e os restaurantes populares, onde uma refeição completa custa poucos reais.`;
  }
  return `**${amount}:** escolhi o que costuma ser mais barato (${cheapInPlan(plan)}) e deixei de fora os itens caros. Não tenho os preços do seu mercado, então não consigo garantir o valor exato: confira na lista de compras do plano e, se passar, me diga o que pesou que eu troco.${people > 1 ? ` As quantidades do plano são as suas: na hora de comprar, multiplique a lista por ${people}. Quem é maior, mais ativo ou homem costuma precisar de porções maiores de arroz, feijão e carne; se me disser idade, peso e altura, monto o plano dessa pessoa também.` : ""}`;
}

const KITCHEN_LINES = {
  microwave:
    "**Só micro-ondas:** deixei de fora grelhados, assados, frituras e tapioca. Arroz, legumes no vapor, ovo mexido, frango cozido e carne moída dá para fazer no micro-ondas, em pote próprio, tampado e mexendo na metade do tempo. O feijão leva horas no micro-ondas: compre já cozido (em lata ou congelado) ou congele porções quando alguém cozinhar.",
  quick: "**Preparo rápido:** deixei de fora o que leva mais de uns 15 minutos a partir do cru (assados de forno, frango cozido, músculo, arroz integral, mandioca, beterraba); ficaram grelhados em bife fino ou tiras, ovos, carne moída, legumes no vapor, saladas, cuscuz, macarrão e arroz branco. Não tenho o tempo de preparo de cada receita na minha base, então isso é uma estimativa. O feijão feito na hora leva bem mais que isso: use o já cozido (congelado em porções ou em lata).",
  none: "**Sem cozinha:** o café da manhã e os lanches ficaram só com o que não vai ao fogo (pão, frutas, leite, iogurte, queijo). O almoço e o jantar eu não consigo deixar prontos para você preparar: use-os como guia no restaurante por quilo ou no prato feito (arroz, feijão, a carne do dia e salada, nas quantidades do plano).",
} as const;

function mealsLine(said: number, plan: TMealPlan): string {
  const has = `o plano tem ${plan.meals.length} refeições por dia`;
  if (said <= 2) return `**${said === 1 ? "Uma refeição" : "Duas refeições"} por dia:** ${has} (almoço, lanche da tarde e jantar), o mínimo com que eu monto um plano. Com ${said === 1 ? "uma só refeição" : "só duas refeições"}, fica difícil chegar à proteína, às fibras e às frutas do dia sem comer demais de uma vez; se o lanche não couber na sua rotina, leve a fruta dele para o almoço ou o jantar.`;
  return `**${said} refeições por dia:** ${has}, o máximo com que eu monto um plano; se quiser comer mais vezes, divida um lanche em dois.`;
}

const marmitaLine = (night: boolean, cold: boolean) =>
  cold
    ? `**Marmita fria, sem onde esquentar:** ${night ? "o jantar do plantão" : "o almoço"} de cada dia ficou com o que se come bem frio (arroz, feijão, carne ou frango grelhado ou desfiado, legumes e salada), sem peixe, ovo mexido, fritura ou sopa. Monte na véspera, guarde na geladeira até sair e leve em bolsa térmica com gelo reutilizável até a hora de comer: arroz, feijão e carne cozidos não devem ficar mais de 2 horas em temperatura ambiente. Tempere a salada só na hora.`
    : `**Marmita:** ${night ? "o jantar de cada dia vai bem na marmita do plantão" : "o almoço de cada dia vai bem na marmita"}. Monte na véspera (a sobra do jantar serve, quando for o mesmo arroz e feijão), guarde na geladeira até sair e, se ficar mais de 2 horas fora dela, leve em bolsa térmica; no trabalho, esquente até sair fumaça e leve a salada num pote à parte.`;

/**
 * What the request or the conversation asked of the plan beyond its foods, said back (decision 126): the kcal ceiling
 * with the plan's highest day, a budget in reais and what can and cannot be promised for it, the kitchen, the marmita.
 * Empty when none was said.
 */
export function composePlanConstraints(c: TPlanConstraints, plan: TMealPlan): string {
  const lines = [
    ...(c.capKcal !== null ? [capLine(c.capKcal, plan)] : []),
    ...(c.mealsOutside !== null && plan.meals.length > 1 ? [mealsLine(c.mealsOutside, plan)] : []),
    ...(c.budgetPerDay !== null ? [budgetLine(c.budgetPerDay, c.people, plan)] : []),
    ...(c.kitchen ? [KITCHEN_LINES[c.kitchen]] : []),
    ...(c.marmita && plan.meals.includes("LUNCH") && c.kitchen !== "none" ? [marmitaLine(c.nightShift, c.coldMarmita)] : []),
  ];
  return lines.join("\n\n");
}
