import { analyze } from "@nutriguia/nutrition";
import { foldText, restoreAccents } from "../chat.text";
import { eatenBySomeoneElse, givenUp, notAMeal, someoneElseAte, SYMPTOMS, type TNotAMeal } from "../understand/not-a-meal";
import { mannerOfEating, type TManner } from "../understand/framings";
import type { THistoryTurn } from "../understand/conversation";
import { num } from "./format";
import { readLabel } from "../understand/label-facts";
import { composeLabel } from "./compose-label";

/** What to do now for a symptom felt after eating, and when it is not for the kitchen but for a doctor (issue 27). */
const SYMPTOM_REPLY: Readonly<Record<string, string>> = {
  heartburn:
    "**Azia depois de comer** costuma vir de refeição grande ou gordurosa (feijoada, frituras), de comer rápido, e de álcool, café, refrigerante ou pimenta. Agora: **não se deite nas próximas 2 a 3 horas**, beba água aos goles e deixe café, álcool, refrigerante e mais gordura para outro dia; nas próximas refeições, porções menores. **Se a azia aparece 2 vezes por semana ou mais**, ou vem com dor para engolir, vômitos, perda de peso ou fezes escuras, procure um(a) médico(a) (clínico ou gastroenterologista). **Dor forte no peito com suor frio ou falta de ar não é azia: ligue 192 (SAMU).**",
  indigestion:
    "**Estômago pesado depois de comer** costuma vir de refeição grande, gordurosa ou feita às pressas. Agora: beba água aos goles, faça uma caminhada leve e não se deite nas próximas 2 horas; a próxima refeição pode ser menor e mais simples (um caldo, arroz com legumes, uma fruta). Para as próximas vezes: coma devagar, mastigue bem e pare quando estiver satisfeito(a). **Se acontece com frequência**, ou vem com dor forte, vômitos, perda de peso ou fezes escuras, procure um(a) médico(a).",
  nausea:
    "**Para o enjoo:** refeições pequenas e frequentes, alimentos secos e simples (bolacha de água e sal, torrada, pão, fruta), frios ou em temperatura ambiente, e líquidos aos goles entre as refeições, não junto; evite frituras, cheiros fortes e ficar muito tempo sem comer. **Procure atendimento** se não conseguir manter nem líquidos, se vomitar várias vezes, tiver sinais de desidratação (boca seca, pouca urina, tontura), sangue no vômito, dor forte na barriga ou febre; na gravidez, fale com o(a) obstetra.",
  bloating:
    "**Barriga estufada e gases** costumam vir de comer rápido, refrigerante e bebidas com gás, chiclete, e de alguns alimentos (feijão, repolho, brócolis, cebola). **Se acontece sempre depois de leite e derivados**, pode ser intolerância à lactose: teste versões sem lactose ou porções pequenas, anote o que sentiu, e confirme com um(a) médico(a) antes de cortar o leite de vez (o cálcio faz falta). Procure o(a) médico(a) se vier com perda de peso, sangue nas fezes, diarreia que não passa ou dor forte.",
  diarrhoea:
    "**Com diarreia, o mais importante é a água:** beba aos poucos ao longo do dia e use **soro de reidratação oral** (da farmácia ou do posto) a cada evacuação. Coma o que aceitar, em porções pequenas: arroz, batata, banana, maçã sem casca, frango cozido, caldos; evite gordura, frituras, doces, álcool e, por uns dias, muito leite. **Procure atendimento** com sangue nas fezes, febre alta, sinais de desidratação (boca seca, pouca urina, tontura), se durar mais de 2 dias, ou se for em criança pequena, idoso ou gestante.",
  constipation:
    "**Para o intestino preso:** mais fibras (feijão, verduras, legumes, frutas com casca e bagaço, como mamão, ameixa e laranja, e cereais integrais), **mais água** (as fibras precisam dela) e movimento todos os dias; e não segure a vontade. Procure um(a) médico(a) se durar semanas, vier com sangue, dor forte, perda de peso ou mudança recente e sem motivo no hábito do intestino.",
  weak:
    "**Fraqueza e tontura costumam ser sinal de comida de menos** ou de muito tempo sem comer, e também de pouca água. Se você cortou ou reduziu muito algum grupo (arroz, pão, massas) ou as refeições, **volte a comer hoje**: um prato com arroz e feijão, uma proteína e legumes, e um lanche com fruta; para emagrecer não é preciso cortar o carboidrato de vez, só ajustar a porção. **Se desmaiou, se a tontura vem com falta de ar, dor no peito ou confusão, ligue 192 (SAMU)**; se continuar mesmo comendo, procure um(a) médico(a).",
};

const NOT_LOGGED = "Não registrei nada como refeição. Se quiser registrar o que comeu, me diga com as quantidades.";

/** A food people are usually glad to leave behind: giving it up is praised plainly. */
const GOOD_TO_DROP = /\b(refri\w*|refrigerante\w*|coca|doce\w*|acucar|fritura\w*|salgadinho\w*|bolacha recheada|biscoito recheado|fast food|alcool|bebida|cerveja|cigarro|embutido\w*|salsicha|miojo|suco de caixinha)\b/;

function composeStopped(text: string): string {
  const plain = givenUp(foldText(text));
  if (!plain) return `Anotei. ${NOT_LOGGED}`;
  const what = restoreAccents(plain, [text]);
  if (GOOD_TO_DROP.test(plain)) {
    return `Ótima mudança! Deixar **${what}** de lado ajuda a cortar açúcar, sódio ou calorias vazias sem perder nutrientes. Se bater vontade, água com gás e limão, chá gelado sem açúcar ou uma fruta costumam ajudar. Não registrei nada como refeição.`;
  }
  return `Anotei que você parou com **${what}**. Se foi para emagrecer, saiba que não é preciso cortar um alimento de vez: o que pesa é a quantidade e o conjunto do dia, e cortes grandes costumam deixar a pessoa sem energia e com mais vontade de comer depois. Se foi por um motivo de saúde (alergia, intolerância, orientação médica), me conte, que eu levo em conta nas respostas e nos planos. Não registrei nada como refeição.`;
}

const RECIPE_REPLY =
  "Ainda não tenho receitas verificadas na minha base para te passar. O que eu faço: se você me mandar os **ingredientes com as quantidades** de uma receita, eu calculo as calorias e os nutrientes dela (e por porção), e sugiro trocas para deixá-la mais leve ou sem o que você evita. Não registrei nada como refeição.";

const SOMEONE_ELSE_REPLY =
  "Não registrei no seu diário, porque é o que outra pessoa comeu. Se quiser saber quanto isso dá, me pergunte (por exemplo, *quantas calorias tem isso?*); e se você também comeu, me conte o que e quanto, que eu calculo a sua parte.";
const TOLD_OF_REPLY =
  "Entendi, isso é sobre essa pessoa, não sobre você: não registrei nada no seu diário nem anotei como seu. Se quiser, me pergunte o que ela pode comer, trocar ou evitar, que eu respondo pensando no caso dela.";
const LATER_REPLY =
  "Não registrei nada no seu diário, porque ainda não foi consumido. Quando comer ou beber, me conte o que foi e quanto, que eu calculo e registro; se quiser saber antes quanto dá ou como encaixar no seu dia, é só perguntar (por exemplo, *quantas calorias tem isso?*).";
const FEELING_REPLY =
  "Sem culpa: uma comida ou uma refeição maior não desfaz o seu progresso, o que conta é o conjunto dos dias. Siga a próxima refeição normalmente, sem compensar pulando refeições ou cortando demais; isso costuma trazer mais fome e mais vontade depois. Se a culpa com a comida aparece com frequência, vale conversar com um(a) nutricionista ou psicólogo(a). Não registrei nada como refeição.";

/** An overeating told (decision 161): nothing to compensate, the next meal as usual; "estraguei tudo?" is answered first. */
function composeOverate(folded: string): string {
  const lead = /\b(?:estraguei|perdi|joguei (?:tudo|fora)|ferrei|acabei com|jogou fora|perdeu tudo)\b/.test(folded)
    ? "Não estragou nada: um dia (ou um fim de semana) de exagero não desfaz o seu progresso; o que conta é o que você faz na maior parte dos dias."
    : "Acontece, e um dia (ou um fim de semana) de exagero não desfaz o seu progresso: o que conta é o que você faz na maior parte dos dias.";
  return [
    lead,
    "",
    "- **Siga normalmente a partir da próxima refeição**, no horário de sempre e com comida de verdade (arroz, feijão, uma proteína, salada). Não pule refeições nem corte calorias para compensar: isso costuma puxar outro exagero.",
    "- **Beba água** e, se estiver estufado(a), prefira refeições simples e uma caminhada leve.",
    "- O peso a mais na balança nos dias seguintes é quase todo água e sal, e volta em poucos dias de rotina.",
    "- Se os exageros vêm com sensação de perder o controle ou culpa forte, vale conversar com um(a) nutricionista ou psicólogo(a).",
    "",
    "Não registrei nada como refeição. Se quiser, te ajudo a montar as próximas refeições de hoje.",
  ].join("\n");
}

/** A meal ahead and how to make room for it: no compensating, a usual meal before and a way to enjoy the one ahead. */
const MAKE_ROOM_REPLY = [
  "Não precisa compensar: pular refeição ou comer bem menos antes costuma fazer você chegar com muita fome e comer mais do que queria.",
  "",
  "- **Faça as refeições de antes normalmente**, com proteína, feijão, verduras e legumes, que dão saciedade.",
  "- Na hora, **escolha a quantidade** (por exemplo, 2 ou 3 fatias ou uma porção), coma devagar e junte uma salada se puder.",
  "- No dia seguinte, volte ao de sempre, sem cortar nada.",
  "",
  "Não registrei nada no seu diário, porque ainda não foi consumido. Quando comer, me conte o que foi e quanto, que eu calculo.",
].join("\n");

const TELL_ME = "Se quiser, me conte o que comeu que eu calculo.";
/** How one ate, said with no food: what it means and one practical step. */
const MANNER_REPLY: Readonly<Record<TManner, string>> = {
  well: "Que bom! Comer bem na maior parte dos dias é o que faz diferença. Se quiser que eu calcule, me conte o que teve em cada refeição (por exemplo, *almocei arroz, feijão, frango e salada*).",
  little: `Um dia com menos apetite acontece e não é problema de vez em quando. Não precisa compensar depois: faça a próxima refeição normalmente, com uma proteína (ovo, frango, feijão), um arroz ou pão e uma fruta ou legume; se a fome está pouca, porções menores mais vezes ajudam. Se comer pouco está virando rotina, ou vem com fraqueza, tontura ou perda de peso sem querer, vale conversar com um(a) médico(a) ou nutricionista. ${TELL_ME}`,
  rushed: `Comer correndo atrapalha a saciedade (o corpo leva uns 20 minutos para avisar que está satisfeito) e deixa a digestão mais pesada. Dá para melhorar aos poucos: reserve 15 a 20 minutos, sente-se longe da tela, mastigue bem e apoie os talheres entre as garfadas. Em dias corridos, uma marmita pronta ou um lanche prático (fruta, iogurte, sanduíche de ovo) evita pular a refeição. ${TELL_ME}`,
  late: `Comer tarde de vez em quando não é problema: o que pesa é o total do dia. Para dormir bem, prefira algo mais leve (arroz, feijão, legumes e um ovo ou frango) e deite 2 a 3 horas depois; se os jantares tardios são frequentes, um lanche no fim da tarde ajuda a chegar com menos fome. ${TELL_ME}`,
};

/** Shopping told: nothing logged, how many usual portions it makes, and how to tell what was eaten. */
function composeBought(folded: string): string {
  const bulk = analyze(folded.replace(/^.*?\b(?:comprei|compramos|paguei|pagamos|gastei|levei|peguei|trouxe|encomendei)\b/, "").replace(/\b\d+(?:[.,]\d+)? (?:reais|conto|pila)\b|\b(?:por|pra semana|pro mes|no \w+|na \w+)\b/g, " ")).items[0];
  const one = bulk ? analyze(bulk.food).items[0] : undefined;
  const portions = bulk && one && one.grams > 0 ? Math.floor(bulk.grams / one.grams) : 0;
  const yields = bulk && one && portions >= 2 && portions <= 200 ? ` Para ter ideia, ${bulk.measure.replace(/ \(.*$/, "")} de ${bulk.food.toLowerCase()} rendem umas ${portions} porções de ${num(Math.round(one.grams))} g, a porção usual.` : "";
  return `Isso é compra, não refeição: não registrei nada no seu dia.${yields}\n\nQuando comer, me conte o que foi e quanto (por exemplo, *almocei 150 g de frango grelhado*), que eu calculo só a porção que você comeu.`;
}

/** The reply to a message that names foods but is not a meal; `knowledge` is the curated answer, when one matched. */
export function composeNotAMeal(kind: TNotAMeal, text: string, knowledge: string): string {
  const folded = foldText(text);
  const label = kind === "label" ? readLabel(folded) : null;
  if (label) return composeLabel(label);
  if (kind === "someone-else") return someoneElseAte(folded) ? SOMEONE_ELSE_REPLY : TOLD_OF_REPLY;
  if (kind === "later") return knowledge ? `${knowledge}\n\n${LATER_REPLY}` : LATER_REPLY;
  if (kind === "feeling") return FEELING_REPLY;
  if (kind === "overeating") return composeOverate(folded);
  if (kind === "make-room") return MAKE_ROOM_REPLY;
  if (kind === "bought") return composeBought(folded);
  if (kind === "manner") return MANNER_REPLY[mannerOfEating(folded) ?? "well"];
  if (kind === "symptom") {
    const replies = SYMPTOMS.filter(([, p]) => p.test(folded)).map(([k]) => SYMPTOM_REPLY[k]!);
    return [...replies.slice(0, 2), NOT_LOGGED].join("\n\n");
  }
  if (kind === "recipe") return knowledge || RECIPE_REPLY;
  return composeStopped(text);
}

/** "quantas calorias ele comeu?", "quanto dá isso?": the calories of the meal told just before, asked back. */
const ESTIMATE_ASKED = /\b(?:quant[oa]s? (?:de )?(?:calorias?|kcal)|quanto (?:deu|da|foi|tem|teve|isso|ele|ela|eles|elas|comeu|comeram)|(?:deu|da|foi) quanto)\b/;

/**
 * The meal someone else ate, or one still to come, among the person's last three messages, newest first ("meu marido
 * jantou 2 x-bacon" → "kkk ele é fogo" → "e quanto de caloria deu isso? não é pra mim"). A card made for the person in
 * between ends the search: "isso" is that meal.
 */
function toldMealOfOther(turns: readonly THistoryTurn[]): { meal: ReturnType<typeof analyze>; kind: TNotAMeal } | null {
  let asked = 0;
  for (const turn of [...turns].reverse()) {
    if (turn.direction === "OUTGOING") {
      if (turn.calculationId) return null;
      continue;
    }
    if (++asked > 3) return null;
    const before = foldText(turn.content);
    const told = analyze(turn.content);
    const kind = told.items.length > 0 ? notAMeal(before, told.items.length) : null;
    const theirs = kind === "someone-else" && someoneElseAte(before);
    if (!theirs && kind !== "later") continue;
    // "meu marido jantou 2 x-bacon": read without who ate it, so no food is lost to the verb.
    const meal = theirs ? analyze(eatenBySomeoneElse(before)) : told;
    return { meal: meal.items.length >= told.items.length ? meal : told, kind };
  }
  return null;
}

/**
 * The calories of a meal someone else ate, or one still to come, asked right after it was told ("meu marido comeu 2
 * pratos de feijoada" → "quantas calorias ele comeu?"): an estimate with each food, never a card for the person.
 */
export function estimateOfToldMeal(turns: readonly THistoryTurn[], folded: string, foodsNow: number): string | null {
  if (foodsNow > 0 || !ESTIMATE_ASKED.test(folded)) return null;
  const told = toldMealOfOther(turns);
  if (!told) return null;
  const { meal, kind } = told;
  const lines = meal.items.map((i) => `- ${i.food} — ${i.measure.replace(/ \(porção padrão\)/, "")}: ${num(Math.round(i.calories))} kcal`);
  const whose = kind === "later" ? "Pelo que você contou, essa refeição dá" : "Pelo que você contou, dá";
  const after =
    kind === "later"
      ? "É uma estimativa com as porções que você disse (ou as de costume). Não registrei nada: quando comer, me conte, e se quiser eu comparo antes com o que sobra do seu dia (por exemplo, *cabe no meu dia?*)."
      : "É uma estimativa com as porções que você disse (ou as de costume), e não entrou no seu diário, porque não foi você que comeu.";
  const t = meal.totals;
  const macros = `Ao todo, ${num(Math.round(t.protein))} g de proteína, ${num(Math.round(t.carbohydrates))} g de carboidratos e ${num(Math.round(t.fat))} g de gorduras.`;
  return `${whose} cerca de **${num(Math.round(t.calories))} kcal**:\n${lines.join("\n")}\n\n${macros}\n\n${after}`;
}
