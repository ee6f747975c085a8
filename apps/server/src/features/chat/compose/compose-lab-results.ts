import type { TQuestionType } from "../understand/question-type";
import type { TLabResult } from "../understand/lab-results";
import { ATE } from "../understand/eating-verbs";
import { num } from "./format";

/**
 * A test result said with its number: what the number means by the Brazilian guidelines, what to change in the food,
 * and who to see (and when not to wait). Never a diagnosis: the doctor confirms it.
 */
const NOT_LAB_TURNS: ReadonlySet<TQuestionType> = new Set<TQuestionType>(["plan-request", "day-so-far"]);

/** A result with its number is the subject of the turn unless it asks for a plan or the day, or says what was eaten. */
export function isLabTurn(type: TQuestionType, folded: string): boolean {
  return !NOT_LAB_TURNS.has(type) && !ATE.test(folded);
}

type TRead = { line: string; food?: string; urgent?: boolean };

function ldl(v: number): TRead {
  if (v >= 190)
    return {
      line: `**LDL ${num(v)} mg/dL é muito alto.** A partir de 190 mg/dL a Sociedade Brasileira de Cardiologia orienta avaliação médica sem demora: em geral o tratamento inclui remédio (estatina) além da alimentação, e vale investigar se é de família (hipercolesterolemia familiar). **Marque consulta com um(a) médico(a) (clínico ou cardiologista) nas próximas semanas**, sem esperar o efeito da dieta.`,
      food: "LDL",
    };
  if (v >= 160) return { line: `**LDL ${num(v)} mg/dL está alto.** A meta depende do seu risco cardiovascular, que o(a) médico(a) calcula; leve o exame a uma consulta.`, food: "LDL" };
  if (v >= 130) return { line: `**LDL ${num(v)} mg/dL** está acima do desejável para quem tem risco baixo; a meta depende do seu risco cardiovascular, avaliado pelo(a) médico(a).`, food: "LDL" };
  return { line: `**LDL ${num(v)} mg/dL** está dentro do desejável para quem tem risco cardiovascular baixo (abaixo de 130 mg/dL).` };
}

function glucose(v: number): TRead {
  if (v >= 250) return { line: `**Glicemia de ${num(v)} mg/dL é muito alta.** Procure atendimento médico hoje, principalmente com sede intensa, urina frequente, fraqueza ou confusão.`, food: "GLUCOSE", urgent: true };
  if (v >= 126) return { line: `**Glicemia de jejum de ${num(v)} mg/dL** fica na faixa de diabetes (126 ou mais), que o(a) médico(a) confirma com um segundo exame. Leve o resultado a uma consulta em breve.`, food: "GLUCOSE" };
  if (v >= 100) return { line: `**Glicemia de jejum de ${num(v)} mg/dL** fica na faixa de **pré-diabetes** (100 a 125), segundo a Sociedade Brasileira de Diabetes. **Pré-diabetes não é diabetes**: é um aviso, e dá para voltar ao normal com alimentação, atividade física e, se houver excesso de peso, perder de 5% a 7% dele.`, food: "PRE" };
  return { line: `**Glicemia de jejum de ${num(v)} mg/dL** está normal (abaixo de 100).` };
}

function a1c(v: number): TRead {
  if (v >= 6.5) return { line: `**Hemoglobina glicada de ${num(v)}%** fica na faixa de diabetes (6,5% ou mais), que o(a) médico(a) confirma. Leve o resultado a uma consulta em breve.`, food: "GLUCOSE" };
  if (v >= 5.7) return { line: `**Hemoglobina glicada de ${num(v)}%** fica na faixa de **pré-diabetes** (5,7% a 6,4%), segundo a Sociedade Brasileira de Diabetes: ainda não é diabetes, e é reversível com hábitos.`, food: "PRE" };
  return { line: `**Hemoglobina glicada de ${num(v)}%** está normal (abaixo de 5,7%).` };
}

function pressure(sys: number, dia: number): TRead {
  const said = `${num(sys)} por ${num(dia)} (${num(sys / 10)} por ${num(dia / 10)})`;
  if (sys >= 180 || dia >= 110)
    return { line: `**Pressão de ${said} é muito alta.** Com dor de cabeça forte, dor no peito, falta de ar, visão turva ou fraqueza de um lado do corpo, **ligue 192 (SAMU) ou vá a um pronto-socorro agora**; sem sintomas, procure atendimento médico hoje.`, food: "PRESSURE", urgent: true };
  if (sys >= 140 || dia >= 90) return { line: `**Pressão de ${said}** fica na faixa de hipertensão (14 por 9 ou mais) pelas Diretrizes Brasileiras de Hipertensão. O diagnóstico pede medidas repetidas: leve suas medidas a um(a) médico(a).`, food: "PRESSURE" };
  if (sys >= 130 || dia >= 85) return { line: `**Pressão de ${said}** está na faixa de pré-hipertensão (13 a 13,9 por 8,5 a 8,9): vale cuidar do sal e medir de novo.`, food: "PRESSURE" };
  return { line: `**Pressão de ${said}** está normal.` };
}

function other(r: TLabResult): TRead {
  const v = r.value;
  switch (r.marker) {
    case "HDL":
      return v < 40 ? { line: `**HDL ${num(v)} mg/dL está baixo** (o desejável é a partir de 40 mg/dL): atividade física regular e deixar de fumar são o que mais o sobem.` } : { line: `**HDL ${num(v)} mg/dL** está adequado (40 mg/dL ou mais).` };
    case "TOTAL_CHOLESTEROL":
      return v >= 190 ? { line: `**Colesterol total de ${num(v)} mg/dL** está acima do desejável (abaixo de 190); o que mais importa é o LDL, que vem no mesmo exame.`, food: "LDL" } : { line: `**Colesterol total de ${num(v)} mg/dL** está no desejável (abaixo de 190).` };
    case "TRIGLYCERIDES":
      if (v >= 500) return { line: `**Triglicerídeos de ${num(v)} mg/dL é muito alto** e aumenta o risco de pancreatite: procure um(a) médico(a) logo.`, food: "TG", urgent: true };
      return v >= 150 ? { line: `**Triglicerídeos de ${num(v)} mg/dL** estão acima do desejável (abaixo de 150 em jejum).`, food: "TG" } : { line: `**Triglicerídeos de ${num(v)} mg/dL** estão no desejável.` };
    case "URIC_ACID":
      return v > 6.8 ? { line: `**Ácido úrico de ${num(v)} mg/dL está alto** (acima de cerca de 6,8 mg/dL ele pode formar cristais); quem decide se precisa de remédio é o(a) médico(a).`, food: "URIC" } : { line: `**Ácido úrico de ${num(v)} mg/dL** está dentro do esperado.` };
    case "FERRITIN":
      return v < 30 ? { line: `**Ferritina de ${num(v)} ng/mL está baixa**: indica estoque de ferro pequeno. A causa e a reposição (se precisar) são com o(a) médico(a); suplemento de ferro por conta própria não é indicado.`, food: "IRON" } : { line: `**Ferritina de ${num(v)} ng/mL** não indica falta de ferro.` };
    case "VITAMIN_D":
      return v < 20 ? { line: `**Vitamina D de ${num(v)} ng/mL está baixa** (abaixo de 20): a alimentação ajuda pouco, e a reposição é com o(a) médico(a).` } : { line: `**Vitamina D de ${num(v)} ng/mL** está adequada para a população geral (20 ou mais; grupos de risco miram 30 a 60).` };
    case "B12":
      return v < 200 ? { line: `**Vitamina B12 de ${num(v)} pg/mL está baixa**: converse com o(a) médico(a) sobre a reposição, principalmente se você é vegetariano(a), tem mais de 60 anos ou usa metformina ou omeprazol há tempo.`, food: "B12" } : { line: `**Vitamina B12 de ${num(v)} pg/mL** está adequada.` };
    default:
      return { line: "" };
  }
}

const FOOD: Record<string, string> = {
  LDL: "**No prato, para o LDL:** menos gordura saturada (carnes gordas, embutidos, manteiga, frituras, queijos amarelos, óleo e leite de coco) e nada de gordura trans; mais fibras, principalmente aveia, feijões, frutas, verduras e legumes; azeite, castanhas e peixes como gorduras do dia a dia. O ovo não é o vilão principal: com LDL alto, até 1 por dia costuma caber, e o que mais pesa é a gordura saturada do acompanhamento.",
  PRE: "**No prato, para a glicose:** arroz com feijão continua valendo, com porção moderada de arroz (de preferência integral); metade do prato com verduras e legumes; frutas inteiras (1 por vez, não em suco); menos açúcar, doces, refrigerantes e pão branco; e 150 minutos de caminhada ou outra atividade por semana.",
  GLUCOSE: "**No prato, enquanto isso:** refeições em horários regulares, metade do prato com verduras e legumes, arroz e massas em porção moderada com feijão, frutas inteiras em vez de suco, e nada de açúcar, doces e refrigerantes.",
  PRESSURE: "**No prato, para a pressão:** menos sal (no máximo 5 g por dia, cerca de 1 colher de chá rasa, somando o da comida), menos embutidos, salgadinhos, temperos prontos e comida congelada; mais frutas, verduras, legumes e feijões (padrão DASH); pouco ou nenhum álcool.",
  TG: "**No prato, para os triglicerídeos:** corte açúcar, doces, refrigerantes e sucos, reduza pão branco e massas, evite álcool e prefira peixes, azeite e castanhas.",
  URIC: "**No prato, para o ácido úrico:** evite cerveja e outras bebidas alcoólicas, refrigerantes e sucos adoçados, e modere vísceras, carnes vermelhas e frutos do mar; água ao longo do dia ajuda.",
  IRON: "**No prato, para o ferro:** carnes, feijões e folhas verde-escuras, com uma fruta rica em vitamina C (laranja, acerola, goiaba) na mesma refeição; café e chá longe das refeições.",
  B12: "**No prato:** a B12 vem de alimentos de origem animal (carnes, ovos, leite e derivados); quem não os come precisa de suplemento orientado.",
};

const SBC = "Sociedade Brasileira de Cardiologia, Atualização da Diretriz Brasileira de Dislipidemias e Prevenção da Aterosclerose, 2017";
const SOURCES: Record<TLabResult["marker"], string> = {
  LDL: SBC,
  HDL: SBC,
  TOTAL_CHOLESTEROL: SBC,
  TRIGLYCERIDES: SBC,
  FASTING_GLUCOSE: "Sociedade Brasileira de Diabetes, Diretriz da SBD 2023",
  A1C: "Sociedade Brasileira de Diabetes, Diretriz da SBD 2023",
  PRESSURE: "Sociedade Brasileira de Cardiologia, Diretrizes Brasileiras de Hipertensão Arterial 2020",
  URIC_ACID: "FitzGerald JD et al., 2020 American College of Rheumatology Guideline for the Management of Gout",
  FERRITIN: "World Health Organization, Guideline on use of ferritin concentrations to assess iron status, 2020",
  VITAMIN_D: "SBPC/ML e SBEM, Posicionamento sobre intervalos de referência da vitamina D, 2017",
  B12: "Hunt A, Harrington D, Robinson S. Vitamin B12 deficiency. BMJ 2014;349:g5226",
};

export function composeLabResults(results: readonly TLabResult[]): string {
  const reads = results.map((r) => (r.marker === "LDL" ? ldl(r.value) : r.marker === "FASTING_GLUCOSE" ? glucose(r.value) : r.marker === "A1C" ? a1c(r.value) : r.marker === "PRESSURE" ? pressure(r.value, r.diastolic!) : other(r)));
  const urgent = reads.filter((r) => r.urgent);
  const ordered = [...urgent, ...reads.filter((r) => !r.urgent)];
  const foods = [...new Set(ordered.map((r) => r.food).filter((f): f is string => Boolean(f)))];
  // Pre-diabetes and diabetes said at once (glicemia 112, glicada 6,6): the food advice is the one for diabetes.
  const food = foods.includes("GLUCOSE") ? foods.filter((f) => f !== "PRE") : foods;
  return [
    ...ordered.map((r) => r.line),
    ...food.map((f) => FOOD[f]!),
    "Isto é uma leitura do número pelas diretrizes, não um diagnóstico: quem interpreta o exame com a sua história é o(a) médico(a), e um(a) **nutricionista** monta o plano alimentar com você. Vou levar esse resultado em conta nas próximas respostas desta conversa.",
    `_Fontes: ${[...new Set(results.map((r) => SOURCES[r.marker]))].join("; ")}._`,
  ].join("\n\n");
}
