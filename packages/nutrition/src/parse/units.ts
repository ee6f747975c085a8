import { singular } from "../text/normalize";

export type TUnitKind = "mass" | "volume" | "measure";
export type TUnit = { unit: string; kind: TUnitKind; factor: number };

const MASS: readonly [string, TUnit][] = [
  ["g", { unit: "g", kind: "mass", factor: 1 }],
  ["gr", { unit: "g", kind: "mass", factor: 1 }],
  ["grama", { unit: "g", kind: "mass", factor: 1 }],
  ["kg", { unit: "kg", kind: "mass", factor: 1000 }],
  ["quilo", { unit: "kg", kind: "mass", factor: 1000 }],
  ["kilo", { unit: "kg", kind: "mass", factor: 1000 }],
  ["quilograma", { unit: "kg", kind: "mass", factor: 1000 }],
  ["mg", { unit: "mg", kind: "mass", factor: 0.001 }],
  ["miligrama", { unit: "mg", kind: "mass", factor: 0.001 }],
  ["ml", { unit: "ml", kind: "volume", factor: 1 }],
  ["mililitro", { unit: "ml", kind: "volume", factor: 1 }],
  ["l", { unit: "l", kind: "volume", factor: 1000 }],
  ["lt", { unit: "l", kind: "volume", factor: 1000 }],
  ["litro", { unit: "l", kind: "volume", factor: 1000 }],
  // "um litrão": the returnable 1 l beer bottle.
  ["litrao", { unit: "l", kind: "volume", factor: 1000 }],
];

/** Household measure phrases -> the canonical measure name used in the food database, with a multiplier. */
const MEASURES: readonly [string, string, number][] = [
  ["colher de sopa", "colher de sopa", 1], ["colher sopa", "colher de sopa", 1], ["cs", "colher de sopa", 1],
  ["colher de cha", "colher de chá", 1], ["colher cha", "colher de chá", 1], ["colherzinha", "colher de chá", 1],
  ["colher de cafe", "colher de chá", 0.5], ["colher de sobremesa", "colher de sobremesa", 1],
  ["colher de servir", "colher de servir", 1], ["colher de arroz", "colher de servir", 1], ["colher grande", "colher de servir", 1],
  ["colherada", "colher de sopa", 1], ["colher", "colher de sopa", 1],
  ["xicara de cafe", "xícara de café", 1], ["xicrinha", "xícara de café", 1], ["cafezinho", "xícara de café", 1], ["xicara de cha", "xícara", 1],
  ["xicara", "xícara", 1], ["xic", "xícara", 1], ["caneca", "caneca", 1], ["copo americano", "copo americano", 1], ["copo pequeno", "copo americano", 1],
  ["copo de requeijao", "copo", 1], ["copo medio", "copo", 1], ["copo duplo", "copo duplo", 1], ["copo grande", "copo grande", 1],
  ["copo de cafezinho", "xícara de café", 1], ["copo", "copo", 1], ["copinho", "copo americano", 1],
  ["concha", "concha", 1], ["escumadeira", "escumadeira", 1], ["escumadera", "escumadeira", 1], ["escumaderia", "escumadeira", 1], ["pegador", "pegador", 1], ["garfada", "garfada", 1],
  ["prato fundo", "prato fundo", 1], ["prato raso", "prato raso", 1], ["prato de sobremesa", "prato de sobremesa", 1],
  ["pratinho", "prato de sobremesa", 1], ["pires", "pires", 1], ["prato", "prato", 1], ["cumbuca", "cumbuca", 1],
  ["pedacinho", "pedaço", 0.5], ["pedaco", "pedaço", 1], ["naco", "pedaço", 1], ["porcao", "porção", 1], ["fatia", "fatia", 1], ["rodela", "rodela", 1],
  ["unidade", "unidade", 1], ["peca", "unidade", 1], ["unid", "unidade", 1], ["und", "unidade", 1], ["un", "unidade", 1], ["file", "filé", 1],
  ["bife", "bife", 1], ["coxa", "coxa", 1], ["sobrecoxa", "sobrecoxa", 1], ["asa", "asa", 1], ["peito", "peito", 1],
  ["latinha", "lata", 1], ["latao", "lata", 473 / 350], ["lata", "lata", 1], ["long neck", "long neck", 1], ["garrafinha", "garrafa", 0.83], ["tulipa", "copo tulipa", 1],
  ["garrafa", "garrafa", 1], ["taca", "taça", 1], ["dose", "dose", 1], ["potinho", "pote", 1], ["pote", "pote", 1],
  ["tigela", "tigela", 1], ["cuia", "cuia", 1], ["posta", "posta", 1], ["espiga", "espiga", 1],
  ["dente", "dente", 1], ["folha", "folha", 1], ["punhado", "punhado", 1], ["pacote", "pacote", 1], ["saquinho", "pacote", 1], ["saco", "saco", 1],
  ["sache", "sachê", 1], ["tablete", "tablete", 1], ["barra", "barra", 1], ["barrinha", "barra", 0.3], ["gomo", "gomo", 1],
  ["espetinho", "espetinho", 1], ["palito", "palito", 1], ["espeto", "espeto", 1], ["quadradinho", "quadradinho", 1], ["bola", "bola", 1], ["ponta de faca", "ponta de faca", 1],
  ["fio", "fio", 1], ["caixinha", "caixinha", 1], ["pacotinho", "pacotinho", 1], ["marmitex", "marmitex", 1], ["marmita", "marmitex", 1], ["cacho", "cacho", 1],
  ["quentinha", "marmitex", 1], ["scoop", "scoop", 1], ["pitada", "pitada", 1],
  // "dois dedos de whisky": a finger's height of a spirit in the glass, about 30 ml.
  ["dedo", "dedo", 1],
];

type TEntry = { stems: readonly string[]; unit: TUnit };

const ENTRIES: readonly TEntry[] = [
  ...MASS.map(([phrase, unit]) => ({ stems: phrase.split(" ").map(singular), unit })),
  ...MEASURES.map(([phrase, unit, factor]) => ({
    stems: phrase.split(" ").map(singular),
    unit: { unit, kind: "measure" as const, factor },
  })),
].sort((a, b) => b.stems.length - a.stems.length);

/** Grams of a measure when the food has no value of its own for it. */
export const GENERIC_MEASURE_GRAMS: Readonly<Record<string, number>> = {
  "colher de sopa": 15, "colher de chá": 5, "colher de sobremesa": 10, "colher de servir": 45, xícara: 160,
  "xícara de café": 50, caneca: 300, "copo americano": 150, "copo duplo": 240, copo: 240, "copo grande": 300, concha: 130,
  escumadeira: 85, pegador: 110, garfada: 25, "prato fundo": 300, "prato raso": 250, "prato de sobremesa": 150, pires: 150,
  prato: 250, cumbuca: 200, pedaço: 60, porção: 100, fatia: 30, rodela: 15, filé: 120, bife: 100, coxa: 55, sobrecoxa: 65,
  asa: 40, peito: 180, lata: 350, "long neck": 355, garrafa: 600,
  taça: 150, dose: 50, pote: 170, tigela: 300, cuia: 300, posta: 150, espiga: 100, dente: 5, folha: 10, punhado: 30,
  pacote: 100, sachê: 5, tablete: 25, barra: 90, gomo: 60, espeto: 46, espetinho: 92, quadradinho: 6, bola: 60, "ponta de faca": 5,
  fio: 3, caixinha: 200, scoop: 30, pitada: 0.5, pacotinho: 30, marmitex: 450, cacho: 250, dedo: 30,
};

/** Measures that stand for one another when a food lists only one of them ("prato" = its "prato raso"). */
export const MEASURE_STAND_INS: Readonly<Record<string, readonly string[]>> = {
  prato: ["prato raso", "prato fundo"], "prato raso": ["prato"], "prato fundo": ["prato"], "prato de sobremesa": ["pires"],
  pires: ["prato de sobremesa"], copo: ["copo duplo"], "copo duplo": ["copo"], "copo grande": ["copo"], cumbuca: ["tigela"],
  tigela: ["cumbuca"], pacotinho: ["pacote"], saco: ["pacote"], filé: ["bife"], bife: ["filé"], rodela: ["fatia"], garfada: ["colher de sopa"], espetinho: ["espeto"],
  coxa: ["pedaço"], sobrecoxa: ["pedaço"], asa: ["pedaço"], peito: ["unidade"], "colher de servir": ["escumadeira"],
};

const SINGULARS = new Map<string, string>();
function singularOf(token: string): string {
  let s = SINGULARS.get(token);
  if (s === undefined) {
    s = singular(token);
    if (SINGULARS.size < 20_000) SINGULARS.set(token, s);
  }
  return s;
}

/** The first words of every unit phrase, to skip the table for a word that starts none. */
const FIRST_STEMS: ReadonlySet<string> = new Set(ENTRIES.map((e) => e.stems[0] as string));

/** The longest unit phrase starting at `start`, if any. */
export function readUnit(tokens: readonly string[], start: number): { unit: TUnit; next: number } | null {
  const first = tokens[start];
  if (first === undefined || !FIRST_STEMS.has(singularOf(first))) return null;
  for (const entry of ENTRIES) {
    const matches = entry.stems.every((stem, k) => {
      const token = tokens[start + k];
      return token !== undefined && singularOf(token) === stem;
    });
    if (matches) return { unit: entry.unit, next: start + entry.stems.length };
  }
  return null;
}

const SIZES: Readonly<Record<string, number>> = {
  pequeno: 0.7, pequena: 0.7, pequenos: 0.7, pequenas: 0.7, mini: 0.5, medio: 1, media: 1, medios: 1, medias: 1,
  grande: 1.3, grandes: 1.3, cheio: 1, cheia: 1, cheios: 1, cheias: 1, raso: 0.6, rasa: 0.6, rasos: 0.6, rasas: 0.6,
  // "grandão", "enorme", "pequenininho": said of a size beyond the plain word, so read beyond it.
  grandao: 1.6, grandona: 1.6, grandoes: 1.6, grandonas: 1.6, enorme: 1.8, enormes: 1.8, gigante: 1.8, gigantes: 1.8,
  // "um PF bem servido", "um prato servido": more than the usual plate.
  servido: 1.3, servida: 1.3, servidos: 1.3, servidas: 1.3,
  pequenininho: 0.5, pequenininha: 0.5, pequenininhos: 0.5, pequenininhas: 0.5, pequenino: 0.6, pequenina: 0.6,
  // A "broto" or "brotinho" is the small pizza of 4 slices, half the usual one.
  brotinho: 0.5, brotinhos: 0.5, broto: 0.5,
};

/**
 * Said only right after a measure ("2 fatias fininhas", "uma concha cheia", "um pedaço generoso"): how thick or how full
 * that measure was. Never read elsewhere, so "macarrão fino" and "farinha fina" stay foods.
 */
const MEASURE_SIZES: Readonly<Record<string, number>> = {
  fina: 0.6, finas: 0.6, fino: 0.6, finos: 0.6, fininha: 0.5, fininhas: 0.5, fininho: 0.5, fininhos: 0.5,
  grossa: 1.5, grossas: 1.5, grosso: 1.5, grossos: 1.5, generosa: 1.3, generosas: 1.3, generoso: 1.3, generosos: 1.3,
  caprichada: 1.3, caprichadas: 1.3, caprichado: 1.3, caprichados: 1.3,
};
/**
 * A ladle said full ("concha cheia", "daquelas cheias de vó") holds about a quarter more than the one the tables weigh;
 * a spoon is weighed heaped already ("colher de sopa cheia" is the survey's 25 g of rice).
 */
const FULL = new Set(["cheia", "cheias", "cheio", "cheios"]);
const LEVEL_MEASURES = /^concha/;

export function readMeasureSize(token: string | undefined, unit: string): number | null {
  if (token === undefined) return null;
  if (FULL.has(token) && LEVEL_MEASURES.test(unit)) return 1.25;
  return MEASURE_SIZES[token] ?? readSize(token);
}

export function readSize(token: string | undefined): number | null {
  return token === undefined ? null : (SIZES[token] ?? null);
}
