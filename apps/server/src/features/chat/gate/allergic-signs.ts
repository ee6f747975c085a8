/** Skin, swelling or breathing signs: with a known allergy, the start of an allergic reaction, not a stomach bug. */
export const ALLERGIC_SIGNS = /\b(?:vermelh\w*|manchas?|placas?|empolad\w*|urticaria|coceira|cocando|inchad\w*|inchando|falta de ar|chiado|dificuldade (?:pra|para|de) respirar|lingua|garganta)\b/;
