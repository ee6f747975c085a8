import { OVERDID } from "../understand/framings";

/**
 * Said first when someone with diabetes tells of overeating ("sou diabética e hoje exagerei no doce"): what to do for the
 * glucose now and at the next meal, never a crisis line nor a fast to make up for it (SBD 2023).
 */
const DIABETES_AFTER_OVEREATING =
  "**Com diabetes, depois de exagerar:** não pule a próxima refeição para compensar e não tome insulina ou remédio a mais por conta própria (só a correção que o seu médico já tenha te ensinado). Beba água, e uma **caminhada leve de 15 a 20 minutos** ajuda a glicose a baixar; se tiver glicosímetro, meça umas 2 horas depois. Na próxima refeição, volte ao de costume: verduras, uma proteína e a sua porção habitual de carboidrato. Glicose acima de 250 a 300 mg/dL com muita sede, enjoo, vômitos ou sonolência pede atendimento médico no mesmo dia.";

export function afterOvereating(folded: string, conditions: ReadonlySet<string>): string | null {
  return conditions.has("DIABETES") && OVERDID.test(folded) ? DIABETES_AFTER_OVEREATING : null;
}
