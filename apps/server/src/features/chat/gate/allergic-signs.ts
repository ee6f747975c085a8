/**
 * Skin, swelling, breathing or collapse signs: with a known allergy, the start of an allergic reaction, not a stomach
 * bug. Vomiting that leaves a child limp ("vomitou e ficou mole") is one of them (WAO anaphylaxis criteria, 2020).
 */
export const ALLERGIC_SIGNS =
  /\b(?:vermelh\w*|manchas?|placas?|empol\w*|empipoc\w*|urticaria|coceira|cocando|(?<!(?:barriga|estomago|pe|pes|perna|pernas|dedo|dedos) (?:ta |esta |ficou |meio |bem )?)inch\w*|grosso|grossa|falta de ar|chiad\w*|chiando|tossindo|tosse|dificuldade (?:pra|para|de) respirar|lingua|garganta|roxo|roxa|(?:vomit\w*|golf\w*).{0,30}\b(?:mole|molinho|molinha|largad[oa]|sonolent[oa]|palid[oa]|desmai\w*|nao (?:acorda|responde)))\b/;
