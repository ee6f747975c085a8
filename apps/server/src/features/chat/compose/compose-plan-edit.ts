import { MEAL_SLOT_LABELS, type TMealSlot } from "@nutriguia/domain";
import type { TRedraw } from "../../meal-plans";
import { matchFood } from "@nutriguia/nutrition";
import { foldText } from "../chat.text";
import { EXCLUSION_WORDS } from "../understand/exclusions-said";

/** "ovo, queijo, ricota ou iogurte": any of the foods asked. */
const oneOf = (foods: readonly string[]) => (foods.length > 1 ? `${foods.slice(0, -1).join(", ")} ou ${foods.at(-1)}` : (foods[0] ?? ""));

const WEEKDAY_NAMES = ["segunda", "terça", "quarta", "quinta", "sexta", "sábado", "domingo"];

/** "Anotei jiló entre os alimentos a evitar deste plano": said whenever a food joined the plan's list. */
function rememberedLine(redraw: TRedraw): string[] {
  if (redraw.remembered.length === 0) return [];
  // A group said ("carne vermelha") is noted with its foods: said by its name, not the list.
  if (redraw.remembered.length > 4) return [`Anotei ${redraw.remembered[0]} (e os alimentos desse grupo) entre os alimentos a evitar deste plano: não voltam a aparecer nas trocas nem nos ajustes que eu fizer nele.`];
  // "tapioca e cuscuz, tapioca, cuscuz": a list said is noted once, as said.
  const [first, ...rest] = redraw.remembered;
  const said = rest.length > 1 && first!.includes(" e ") && rest.every((r) => first!.includes(r)) ? [first!] : redraw.remembered;
  return [`Anotei ${said.join(", ")} entre os alimentos a evitar deste plano: não ${said.length === 1 && !said[0]!.includes(" e ") ? "volta" : "voltam"} a aparecer nas trocas nem nos ajustes que eu fizer nele.`];
}

/** The days the person named (0 = segunda), whether every day was looked at all the same, and whether only the foods named changed. */
export type TNamedDays = { weekdays: readonly number[]; everyDay: boolean; onlyNamed?: boolean; add?: boolean; preWorkout?: boolean };

/** A group said ("carne", "peixe") is named by the words said, not by the list of its foods. */
const isGroup = (avoid: readonly string[]) => avoid.length > 1 && (avoid[0] === "carne" || EXCLUSION_WORDS.some(([pattern]) => pattern.test(avoid[0]!)));

/**
 * A food asked for a meal that did not go in. "chimarrão", "tacacá": a food the tables do not hold has no portion to
 * size, so it goes alongside the plan as said; a food the tables hold did not fit the meal or what the person leaves out.
 */
function notPut(want: readonly string[], meal: string, link: string): string {
  const match = want.length === 1 ? matchFood(want[0]!) : null;
  const unknown = want.length === 1 && (match?.confidence ?? 0) < 0.8;
  // "coloca chimarrão no café da manhã": a drink with next to no energy goes with the meal as it is.
  if (match && match.confidence >= 0.8 && match.food.nutrients.energy < 10) return `Pode tomar ${match.food.name.toLowerCase()} no ${meal} à vontade: sem açúcar, quase não tem calorias, então o plano não muda. Veja as refeições de cada dia em ${link}.`;
  if (!unknown) return `Não consegui colocar ${oneOf(want)} no ${meal} do seu plano: nenhum item dessa refeição pode dar lugar a ${want.length > 1 ? "eles" : "ele"} mantendo as calorias e o que você deixa de fora. Se quiser, peça em outra refeição (por exemplo, *coloca ${want[0]} no almoço de sábado*). Veja as refeições de cada dia em ${link}.`;
  return `Não tenho **${want[0]}** na minha tabela de alimentos, então não consigo colocá-lo no ${meal} do plano com a porção calculada; o plano continua como estava em ${link}. Se for consumir, conte-o à parte: sem açúcar, bebidas como chá, café e chimarrão quase não somam calorias; um prato ou doce pesa como uma refeição ou lanche, e aí vale deixar mais leve a refeição seguinte do dia.`;
}

/** The plan's meal drawn again: what changed, day by day, and the link to the same plan. */
export function composePlanEdit(slot: TMealSlot | null, redraw: TRedraw, planLink: string, foods: readonly string[], want: readonly string[] = [], named: TNamedDays = { weekdays: [], everyDay: true }): string {
  if (!slot) return composeTakenOut(redraw, planLink, foods, want, named);
  const avoid = isGroup(foods) ? foods.slice(0, 1) : foods;
  const name = MEAL_SLOT_LABELS[slot].toLowerCase();
  if (redraw.liquid && redraw.changed.length === 0) return `O ${name} do seu plano já é de beber: leite ou iogurte com fruta, que dá para bater no liquidificador. Veja as refeições de cada dia em [${redraw.title}](${planLink}).`;
  if (redraw.portable && redraw.changed.length === 0) return `O ${name} do seu plano já vai bem na bolsa: nada nele precisa de geladeira. Veja as refeições de cada dia em [${redraw.title}](${planLink}).`;
  if (redraw.changed.length === 0 && named.add) return notPut(want, name, `[${redraw.title}](${planLink})`);
  if (redraw.changed.length === 0 && avoid.length > 0) return `Não encontrei ${avoid.join(", ")} no ${name} do seu plano. Veja as refeições de cada dia em [${redraw.title}](${planLink}).`;
  if (redraw.changed.length === 0) return `Esse plano não tem ${name} nos dias que você pediu. Abra [o plano](${planLink}) para ver as refeições de cada dia.`;
  const days = redraw.changed.map((c) => `- **${c.label}:** ${c.after.join(", ")}`);
  const shown = days.length > 3 ? [...days.slice(0, 3), `- e mais ${days.length - 3} dias`] : days;
  const without = avoid.length > 0 ? `, sem ${avoid.join(", ")}` : "";
  const when = redraw.changed.length === 1 ? ` de ${redraw.changed[0]!.label.toLowerCase()}` : "";
  const lead = redraw.liquid
    ? `Pronto, o ${name}${named.preWorkout ? " (o seu pré-treino)" : ""}${when} agora é de beber: uma vitamina para bater no liquidificador, com leite ou iogurte, fruta e, onde coube, aveia; tirei o que não vai no copo (pão, ovo, queijo, tapioca) e as porções foram ajustadas para o dia continuar nas suas calorias:`
    : redraw.portable
    ? `Pronto, o ${name}${when} agora vai bem na bolsa: tirei o que precisa de geladeira (leite, iogurte, queijo) e, onde coube, coloquei castanhas ou amendoim; as porções foram ajustadas para o dia continuar nas suas calorias:`
    : named.add
      ? `Pronto, o ${name}${when} agora tem ${oneOf(want)}${redraw.wantMet ? "" : " nos dias em que coube"}; para o dia continuar nas suas calorias, as porções foram ajustadas dentro das medidas de costume:`
      : named.onlyNamed && want.length === 0
      ? `Pronto, tirei ${avoid.join(", ")} do ${name}${when} no seu plano e coloquei um alimento equivalente em calorias no lugar; o resto da refeição ficou igual:`
      : want.length === 0
      ? `Pronto, troquei o ${name}${when} no seu plano por opções equivalentes em calorias${without}, respeitando suas restrições:`
      : redraw.wantMet
        ? `Pronto, o ${name}${when} agora tem ${want.join(", ")}, em porção equivalente em calorias ao item que saiu${without}; o resto da refeição ficou igual:`
        : `Não encontrei ${want.join(", ")} entre as opções que cabem no ${name} dentro das suas restrições e metas, então troquei a refeição por outras opções equivalentes em calorias${without}:`;
  return [
    lead,
    "",
    ...shown,
    "",
    `${named.add ? "As outras refeições continuam com os mesmos alimentos." : "O resto do plano continua igual."} Veja tudo em [${redraw.title}](${planLink}); lá você também pode usar **Trocar** em cada item.`,
  ].join("\n");
}

/** "salmao" as the tables spell it ("salmão"), when the food found starts with the words said; else as said. */
function spelled(said: string): string {
  const name = matchFood(said)?.food.name;
  const words = said.split(" ").length;
  const lead = name?.split(" ").slice(0, words).join(" ").toLowerCase();
  return lead && foldText(lead) === foldText(said) ? lead : said;
}

/** "tira o peixe": the items that named it, swapped in every meal, and where. */
function composeTakenOut(redraw: TRedraw, planLink: string, avoid: readonly string[], want: readonly string[], named: TNamedDays): string {
  // "tira a tapioca e o cuscuz": the list as said ("tapioca e cuscuz"), then its foods; said once, as said (decision 177).
  const listSaid = avoid.length > 2 && avoid[0]!.includes(" e ") && avoid.slice(1).every((a) => avoid[0]!.includes(a));
  const what = isGroup(avoid) || listSaid ? avoid[0]! : redraw.remembered.length > 0 && redraw.remembered.length === avoid.length ? redraw.remembered.join(", ") : avoid.length > 3 ? `${avoid[0]} e derivados (${avoid.slice(1, 4).join(", ")} e outros)` : avoid.map(spelled).join(", ");
  if (redraw.changed.length === 0) {
    // "na terça tira o jiló": the day named first, then whether any other day has it.
    const days = named.weekdays.map((w) => `${w === 5 || w === 6 ? "no" : "na"} ${WEEKDAY_NAMES[w]}`).join(" nem ");
    const none = days ? `Não tem ${what} ${days} no seu plano${named.everyDay ? ", nem em outro dia" : ""}.` : `Não tem ${what} no seu plano.`;
    // "troca o salmão por sardinha" over a plan without salmon: nothing swapped, and how to get the food asked.
    const offer = want.length > 0 ? [`Não troquei nada. Se quiser ${want.join(", ")}, me diga em que refeição e dia (por exemplo, *coloca ${want[0]} no almoço de quarta*) que eu coloco, mantendo as calorias do dia.`] : [];
    return [none, ...offer, ...rememberedLine(redraw), `Veja as refeições em [${redraw.title}](${planLink}).`].join(" ");
  }
  if (redraw.kept > 0) {
    return `Não há um substituto equivalente para ${what} em ${redraw.kept} ${redraw.kept === 1 ? "refeição" : "refeições"} do plano, então ${what} ficou nelas; nas outras, troquei. Em [${redraw.title}](${planLink}) você pode usar **Trocar** no item ou pedir um plano novo sem ${what}.`;
  }
  const lines = redraw.changed.map((c) => `- **${c.label}, ${c.meal.toLowerCase()}:** ${c.after.join(", ")}`);
  const shown = lines.length > 6 ? [...lines.slice(0, 6), `- e mais ${lines.length - 6} refeições`] : lines;
  const lead = redraw.wantMet
    ? `Pronto, troquei ${what} por ${want.join(", ")} no seu plano, em porções equivalentes em calorias:`
    : want.length > 0
      ? `Não encontrei ${want.join(", ")} entre as opções que ocupam o lugar de ${what} dentro das suas restrições e metas, então troquei ${what} por outras opções equivalentes em calorias:`
      : `Pronto, tirei ${what} ${named.everyDay || named.weekdays.length === 0 ? "do seu plano" : `de ${named.weekdays.map((w) => WEEKDAY_NAMES[w]).join(" e ")} no seu plano`} e troquei por opções equivalentes em calorias, respeitando suas restrições:`;
  return [lead, "", ...shown, "", ...rememberedLine(redraw), `O resto continua igual. Veja tudo em [${redraw.title}](${planLink}).`].join("\n");
}

/** After a plan, an instruction it could not apply: said so, with edits it can make, and nothing logged as a meal. */
export function composePlanNotApplied(planLink: string): string {
  return [
    "Não consegui aplicar essa mudança ao seu plano do jeito que você escreveu, e não registrei nada como refeição.",
    "",
    "Você pode me pedir, por exemplo: *tira a abobrinha*, *troca o jantar de sexta por algo com ovo*, *repete o almoço de segunda na terça*, *coloca ovo no café da manhã* ou *menos arroz no jantar*.",
    "",
    `O plano continua em [seu plano](${planLink}).`,
  ].join("\n");
}
