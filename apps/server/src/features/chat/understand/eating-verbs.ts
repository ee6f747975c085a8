/**
 * The verbs of something already eaten or drunk, said by the person ("comi", "almocei", "tomei", "bebemos"): one list
 * for every stage that asks "does this message tell a meal?" (decision 133). Files add what they need around it
 * (the plan files also read "hoje" and "ontem" as a meal eaten, not the plan).
 */
export const EATING_VERBS = "comi|comemos|almocei|almocamos|jantei|jantamos|lanchei|lanchamos|merendei|tomei|tomamos|bebi|bebemos|ceei|belisquei";

/** A verb of eating anywhere in the folded message. */
export const ATE = new RegExp(`\\b(?:${EATING_VERBS})\\b`);

/** A message that opens with a verb of eating ("comi 2 ovos", "tomei um açaí"). */
export const ATE_FIRST = new RegExp(`^(?:${EATING_VERBS})\\b`);
