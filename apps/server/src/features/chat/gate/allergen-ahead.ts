import type { TFoodComponent } from "@nutriguia/nutrition";
import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";

/**
 * A dish with the allergen waiting at a party, a restaurant or a trip, told after the allergy ("vou num aniversário e
 * vai ter risoto de camarão"): not "aproveite", but the dish left out whole, what to do there, and 192 (issue 27).
 */
const DISHES: Partial<Record<TFoodComponent, RegExp>> = {
  shellfish: /\b(camar\w*|lagosta|siri|caranguejo|mariscos?|ostras?|lulas?|polvo|bobo|vatapa|acaraje|caruru|paella|frutos do mar|moqueca de camarao)\b/,
  fish: /\b(peixes?|bacalhau|sushi|sashimi|temaki|moqueca|atum|sardinha|salmao|tilapia)\b/,
  peanut: /\b(amendoim|pacoca|pe de moleque|cajuzinho|vatapa|caruru|satay)\b/,
  tree_nuts: /\b(castanhas?|nozes|amendoas?|pistache|avela|pesto|marzipa|pralin\w*)\b/,
  egg: /\b(ovos?|maionese|quindim|pudim|suspiro|merengue|omelete|fritada)\b/,
  milk: /\b(leite|queijos?|requeijao|manteiga|creme de leite|brigadeiro|pudim|pao de queijo|lasanha|strogonoff|estrogonofe|fondue)\b/,
  soy: /\b(soja|shoyu|tofu|yakisoba)\b/,
};
const AHEAD = /\b(vai ter|vao ter|vai servir|vao servir|teria|vou (num|numa|no|na|em|comer|almocar|jantar)|vamos (num|numa|no|na|em|comer)|aniversario|niver|festa|casamento|churrasco|rodizio|restaurante|confraterniza\w*|buffet|bufe|viagem|excursao|festa junina|arraia|quermesse)\b/;
const NAMES: Partial<Record<TFoodComponent, string>> = { shellfish: "frutos do mar", fish: "peixe", peanut: "amendoim", tree_nuts: "castanhas", egg: "ovo", milk: "leite", soy: "soja" };
const PAST = /\b(comi|comeu|almocei|jantei|provei|tomei|bebi)\b/;

export function allergenAhead(u: TUnderstanding, facts: TUserFacts): string | null {
  if (!AHEAD.test(u.folded) || PAST.test(u.folded) || /\balergi\w*\b/.test(u.folded)) return null;
  const allergy = facts.avoid.find((a) => a.kind === "allergy" && DISHES[a.component]?.test(u.folded));
  if (!allergy) return null;
  return [
    `⚠️ **Com a sua alergia a ${NAMES[allergy.component]}, esse prato fica de fora por inteiro**, inclusive a parte \"sem\" (o arroz, o molho, o caldo): o alérgeno passa para tudo o que foi cozido junto, e mesmo traços podem dar reação.`,
    "",
    "- **Avise quem vai cozinhar ou servir** e pergunte o que leva cada prato; coma antes de sair ou leve uma opção segura sua.",
    "- Prefira o que foi feito à parte, sem contato com o alérgeno (utensílios e óleo separados); no bufê, cuidado com as colheres trocadas entre as travessas.",
    "- Leve a **adrenalina autoinjetável**, se tiver receita, e o antialérgico do seu plano; fique perto de alguém que saiba da sua alergia.",
    "",
    "Inchaço na boca ou na garganta, falta de ar, tosse, placas pelo corpo ou tontura depois de comer: use a adrenalina e **ligue 192 (SAMU)**.",
  ].join("\n");
}
