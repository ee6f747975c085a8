import { GLUCOSE_LOWERING } from "../understand/stated-facts";

/**
 * A diabetes medicine told of someone else and nothing asked ("meu pai usa insulina", "minha mãe toma glifage e
 * gliclazida"): what matters for meals with it, and the low blood sugar signs, instead of "fora do que eu faço". One's own
 * medicine is a stated fact, acknowledged with the offer to save it.
 */
const TOLD =
  /^(?:ele|ela|(?:minha|meu) \w+(?: \w+)?) (?:tambem )?(?:toma|tomam|usa|usam|aplica|ta tomando|esta tomando|comecou a (?:tomar|usar)|faz uso de)(?: de)? (?:\w+ ){0,7}\w+$/;
const METFORMIN = /\b(metformina|glifage|glucoformin|formyn)\b/;
/** A question, a meal or signs said with it: answered by the route for those, not by this note. */
const MORE_SAID = /\b(posso|pode|podem|como|qual|quais|quanto|quanta|quantos|quantas|o que|oq|devo|deve|faz mal|tem problema|comi|comeu|almoc\w+|jant\w+|lanch\w+|bebi|bebeu|tomei|tomou|pul\w+|sem comer|tremendo|suando|tont[oa]|confus[ao]|desmai\w*|passando mal)\b/;

const ON_GLUCOSE_LOWERING = [
  "**Com insulina ou remédios como gliclazida, glibenclamida e glimepirida, o que mais pesa na alimentação é não pular nem encolher refeições:** horários regulares e uma quantidade de carboidrato parecida de um dia para o outro (arroz, feijão, pão, frutas). Pular ou cortar uma refeição pode causar **hipoglicemia**, e o álcool em jejum também.",
  "",
  "- **Sinais de hipoglicemia:** tremor, suor frio, tontura, fome de repente, confusão ou fala enrolada.",
  "- **Na hora:** 15 g de açúcar rápido (meio copo de suco de laranja ou de refrigerante comum, ou 1 colher de sopa de açúcar na água) e, se não melhorar em 15 minutos, repetir; depois, um lanche. **Desmaio, confusão forte ou dificuldade para engolir: nada pela boca e 192 (SAMU).**",
  "",
  "Vou levar o remédio em conta nas próximas respostas desta conversa. O que você quer saber da alimentação?",
].join("\n");

const ON_METFORMIN = [
  "**Com metformina, tomar o comprimido junto ou logo depois da refeição ajuda a evitar enjoo e diarreia.** Sozinha ela raramente baixa demais a glicose; o que ajuda o tratamento é manter refeições regulares, com carboidratos em porções moderadas, fibras (feijão, verduras, frutas com casca) e pouco açúcar e bebida adoçada. Álcool em excesso com metformina não: aumenta o risco de acidose lática.",
  "",
  "Vou levar o remédio em conta nas próximas respostas desta conversa. O que você quer saber da alimentação?",
].join("\n");

export function medicineTold(folded: string): string | null {
  if (!TOLD.test(folded) || MORE_SAID.test(folded)) return null;
  if (GLUCOSE_LOWERING.test(folded)) return ON_GLUCOSE_LOWERING;
  return METFORMIN.test(folded) ? ON_METFORMIN : null;
}
