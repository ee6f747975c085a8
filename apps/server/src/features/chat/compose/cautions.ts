import { HEALTH_CONDITION_LABELS } from "@nutriguia/domain";
import type { TCondition } from "../understand/stated-facts";

const CONDITION_CAUTIONS: Partial<Record<TCondition, string>> = {
  KIDNEY_DISEASE:
    "Com doença renal, proteína, sódio, potássio, fósforo e líquidos precisam ser ajustados pelo seu nefrologista e nutricionista; use estas informações só como referência.",
  PREGNANCY: "Na gestação não se faz déficit calórico; fale com seu obstetra e nutricionista antes de qualquer mudança na dieta.",
  LACTATION: "Na amamentação não se faz déficit calórico; a produção de leite precisa de energia e boa hidratação.",
  DIABETES: "Com diabetes, observe a quantidade de carboidratos por refeição e siga as orientações do seu médico sobre a glicemia.",
  // Prevention, not treatment: no insulin, no hypoglycaemia, no glucose to measure (SBD 2023; DPP).
  PREDIABETES:
    "Com pré-diabetes (que ainda não é diabetes), o cuidado é de prevenção: menos açúcar, doces, refrigerante e suco, farinha branca em porção menor, mais feijão, verduras, frutas inteiras e integrais, uns 150 minutos de atividade física por semana e, havendo excesso de peso, perder 5 a 7 % dele; repita os exames quando o(a) médico(a) pedir.",
  HYPERTENSION: "Com hipertensão, fique atento(a) ao sódio: evite embutidos, temperos prontos e excesso de sal.",
  HEART_DISEASE: "Com doença cardíaca, limite sódio e gorduras saturadas e siga a orientação do seu cardiologista.",
  LIVER_DISEASE: "Com doença hepática, evite álcool e siga a orientação do seu hepatologista sobre proteínas e gorduras.",
  CELIAC_DISEASE: "Com doença celíaca, mesmo traços de glúten fazem mal: confira rótulos e risco de contaminação cruzada.",
  HYPERCHOLESTEROLEMIA:
    "Com colesterol alto, limite as gorduras saturadas (carnes gordas como picanha com capa e costela, embutidos, manteiga, frituras e queijos amarelos) e prefira fibras (aveia, feijão, frutas, verduras), peixes e azeite; siga a orientação do seu médico.",
  OSTEOPOROSIS: "Com osteoporose, garanta cálcio (leite, iogurte, queijo branco, folhas verde-escuras) e vitamina D, e siga a orientação do seu médico.",
  ANEMIA: "Com anemia, inclua fontes de ferro (carnes, feijão, lentilha, folhas verde-escuras) com vitamina C na mesma refeição e deixe café e chá longe delas.",
  HYPOTHYROIDISM: "Com hipotireoidismo, tome a levotiroxina em jejum, 30 a 60 minutos antes do café, longe de leite, café, cálcio e ferro.",
  GOUT: "Com gota (ácido úrico alto), evite cerveja e outras bebidas alcoólicas e modere carnes vermelhas, vísceras e frutos do mar, ricos em purinas; beba bastante água.",
  INFLAMMATORY_BOWEL_DISEASE: "Com doença inflamatória intestinal, a tolerância a fibras e gorduras varia; siga seu gastroenterologista.",
  CANCER: "Durante o tratamento de câncer, a alimentação deve ser acompanhada pela equipe de oncologia.",
};

/** Short cautious notes for the user's health conditions, appended to nutrition answers. */
export function conditionCautions(conditions: ReadonlySet<TCondition>): string[] {
  const notes: string[] = [];
  for (const condition of conditions) {
    const note = CONDITION_CAUTIONS[condition];
    if (note) notes.push(note);
  }
  const others = [...conditions].filter((c) => c !== "PREDIABETES" && !CONDITION_CAUTIONS[c]) as (keyof typeof HEALTH_CONDITION_LABELS)[];
  if (others.length > 0) {
    const labels = others.map((c) => HEALTH_CONDITION_LABELS[c].toLowerCase()).join(", ");
    notes.push(`Como você informou ${labels}, confirme estas orientações com o profissional que acompanha você.`);
  }
  return notes;
}

/** Said when the person trains for a race or trains hard: eating too little while training hurts. */
export const TRAINING_NOTE =
  "Como você treina com volume alto, coma carboidrato (arroz, batata, macarrão, pão, frutas) e proteína em todas as refeições, principalmente depois dos treinos, e beba água antes, durante e depois. Não faça cortes grandes: comer pouco treinando forte (baixa disponibilidade de energia) aumenta o risco de lesão, queda de rendimento e alterações hormonais; um nutricionista esportivo ajusta as quantidades.";

/** The notes of the conditions that count for the answer; the heading names no one, since they may be those of the person asked about. */
export function cautionBlock(conditions: ReadonlySet<TCondition>, training = false): string {
  const notes = [...conditionCautions(conditions), ...(training ? [TRAINING_NOTE] : [])];
  return notes.length === 0 ? "" : `\n\n**Cuidados de saúde**\n${notes.map((n) => `- ${n}`).join("\n")}`;
}
