import type { TAllergenWarning, TNutritionalProfile, TPackagedAllergen } from "@nutriguia/domain";

type TKind = "celiac" | "allergy" | "intolerance" | "diet";
type TAvoid = { allergen: TPackagedAllergen; kind: TKind; severe: boolean; diet?: string };

const NAMES: Record<TPackagedAllergen, string> = {
  milk: "leite",
  gluten: "glúten",
  egg: "ovo",
  soy: "soja",
  peanut: "amendoim",
  tree_nuts: "castanhas e nozes",
  fish: "peixe",
  shellfish: "crustáceos ou moluscos",
  sesame: "gergelim",
};

/** Words of the profile's "Outras restrições" (one a line, e.g. "amendoim", "alergia a leite") naming an allergen. */
const WORDS: readonly [RegExp, TPackagedAllergen][] = [
  [/\b(leite|lactose|laticinios?|aplv|caseina|derivados do leite)\b/, "milk"],
  [/\b(gluten|trigo|centeio|cevada)\b/, "gluten"],
  [/\b(ovos?|clara|gema)\b/, "egg"],
  [/\bsoja\b/, "soy"],
  [/\b(amendoim|amendoins)\b/, "peanut"],
  [/\b(castanhas?|nozes|noz|amendoas?|avelas?|pistaches?|oleaginosas|macadamia)\b/, "tree_nuts"],
  [/\bpeixes?\b/, "fish"],
  [/\b(camaroes|camarao|crustaceos?|frutos do mar|mariscos?|moluscos?|lagosta|caranguejo|siri|lula|polvo)\b/, "shellfish"],
  [/\b(gergelim|sesamo)\b/, "sesame"],
];

const RANK: Record<TKind, number> = { celiac: 3, allergy: 2, intolerance: 1, diet: 0 };
const fold = (s: string) => s.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();

/** What the profile says to keep away from: allergies and intolerances, coeliac disease, the diets allergens touch. */
function avoidsOf(profile: TNutritionalProfile): TAvoid[] {
  const out: TAvoid[] = [];
  const details = profile.allergyDetails;
  if (details.LACTOSE_FREE && details.LACTOSE_FREE !== "PREFERENCE") out.push({ allergen: "milk", kind: "intolerance", severe: details.LACTOSE_FREE === "SEVERE" });
  if (details.GLUTEN_FREE && details.GLUTEN_FREE !== "PREFERENCE") out.push({ allergen: "gluten", kind: "allergy", severe: details.GLUTEN_FREE === "SEVERE" });
  if (profile.healthConditions.includes("CELIAC_DISEASE")) out.push({ allergen: "gluten", kind: "celiac", severe: true });
  if (profile.dietaryRestrictions.includes("GLUTEN_FREE")) out.push({ allergen: "gluten", kind: "diet", severe: false, diet: "sem glúten" });
  if (profile.dietaryRestrictions.includes("LACTOSE_FREE")) out.push({ allergen: "milk", kind: "diet", severe: false, diet: "sem lactose" });
  if (profile.dietaryRestrictions.includes("VEGAN")) {
    for (const allergen of ["milk", "egg", "fish", "shellfish"] as const) out.push({ allergen, kind: "diet", severe: false, diet: "vegana" });
  }
  for (const line of profile.customRestrictions) {
    const text = fold(line);
    const kind: TKind = /intoleran/.test(text) ? "intolerance" : "allergy";
    const severe = /\b(grave|severa|anafila\w*)\b/.test(text);
    for (const [pattern, allergen] of WORDS) if (pattern.test(text)) out.push({ allergen, kind, severe });
  }
  return out;
}

function messageOf(a: TAvoid): string {
  const name = NAMES[a.allergen];
  switch (a.kind) {
    case "celiac":
      return "Contém glúten. Com doença celíaca, não consuma: mesmo pequenas quantidades fazem mal.";
    case "allergy":
      return `Contém ${name}. Você informou alergia${a.severe ? " grave" : ""} a ${name} no seu perfil: não consuma.${a.severe ? " Em caso de reação, procure atendimento de urgência (SAMU 192)." : ""}`;
    case "intolerance":
      return a.allergen === "milk"
        ? "Contém leite (lactose). Você informou intolerância à lactose: evite ou prefira uma versão sem lactose."
        : `Contém ${name}. Você informou intolerância a ${name} no seu perfil: evite este produto.`;
    case "diet":
      return `Contém ${name}, que não combina com a sua alimentação ${a.diet}.`;
  }
}

/** One warning per declared allergen the profile clashes with, the strictest reason winning. */
export function allergenWarnings(profile: TNutritionalProfile | null, allergens: readonly TPackagedAllergen[]): TAllergenWarning[] {
  if (!profile || allergens.length === 0) return [];
  const strictest = new Map<TPackagedAllergen, TAvoid>();
  for (const avoid of avoidsOf(profile)) {
    if (!allergens.includes(avoid.allergen)) continue;
    const current = strictest.get(avoid.allergen);
    if (!current || RANK[avoid.kind] > RANK[current.kind] || (RANK[avoid.kind] === RANK[current.kind] && avoid.severe)) strictest.set(avoid.allergen, avoid);
  }
  return [...strictest.values()].sort((x, y) => RANK[y.kind] - RANK[x.kind]).map((a) => ({ allergen: a.allergen, message: messageOf(a) }));
}
