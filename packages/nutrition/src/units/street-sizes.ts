import type { TMeasureTable } from "./pof-measures";
import { CUTS_AND_PIECES } from "./cuts-and-pieces";

/**
 * Pieces people size by eye, at the size they are sold (decision 176, our estimates from bakery, street and snack-bar
 * sizes; IBGE's "unidade pequena" where the survey gives one). "unidade" is the piece bought on its own, "unidade
 * pequena" the party or mini size, "unidade grande" the large one a size word names ("coxinha grande", "pão de queijo
 * grande"). A snack-bar coxinha weighs 100 to 130 g (the survey's 50 g is a party coxinha); an X-tudo with its
 * burger, egg, ham, cheese, bacon and salad 300 to 400 g; a street churrasquinho about 90 g (an "espetinho" is read
 * as two of IBGE's 46 g espetos in `parse/units.ts`).
 */
const SALGADO_FRITO: TMeasureTable = { unidade: 100, "unidade pequena": 25, "unidade grande": 140, pedaço: 25 };
const ESFIRRA: TMeasureTable = { unidade: 80, "unidade pequena": 40, "unidade grande": 130, porção: 80 };
const PASTEL: TMeasureTable = { unidade: 80, "unidade pequena": 32, "unidade grande": 150 };

/** POF food code -> its measures, over the transcribed ones. */
export const STREET_SIZES: Readonly<Record<number, TMeasureTable>> = {
  8500205: SALGADO_FRITO, 8500211: { ...SALGADO_FRITO, unidade: 90 }, 8500207: { ...SALGADO_FRITO, unidade: 70, "unidade pequena": 20 },
  8500203: { ...SALGADO_FRITO, unidade: 70, "unidade pequena": 20 }, 8500201: { unidade: 55, "unidade pequena": 10, "unidade grande": 120, pedaço: 10, pacote: 110 },
  8500206: { unidade: 55, "unidade pequena": 12, "unidade grande": 110, pedaço: 12, metade: 27.5, fatia: 110 },
  // The survey's pastel is a 32 g snack, the party size; "um pastel" bought and eaten on its own is the pastelaria's,
  // about 80 g like a "pastel de carne" (decision 219); its half and piece follow.
  8500202: { ...PASTEL, "unidade pequena": 32, pedaço: 40, metade: 40 },
  8500222: ESFIRRA, 8500223: ESFIRRA, 8500224: ESFIRRA, 8500225: ESFIRRA, 8500226: ESFIRRA,
  // Sandwiches as a snack bar serves them, bread, burger and what the name says (X-salada, X-burger, X-egg, X-tudo).
  8500303: { unidade: 180, "unidade grande": 250 }, 8500304: { unidade: 180, "unidade grande": 250 },
  8500321: { unidade: 230, "unidade grande": 300 }, 8500322: { unidade: 350, "unidade pequena": 250, "unidade grande": 450 },
  8500302: { unidade: 150, "unidade grande": 250, porção: 150 },
  // A street churro, filled, is about 60 g (a "churrinho" of the party tray about 20 g); a stick of fried polenta at the
  // bar about 30 g, a piece the same.
  6905001: { unidade: 60, "unidade pequena": 20, "unidade grande": 100, porção: 60 },
  8500215: { palito: 30, pedaço: 30, unidade: 30 },
  8503801: { espeto: 46, espetinho: 92, unidade: 90, "unidade grande": 130, "unidade pequena": 60 },
};

/** A rice dish that is the meal: a plate of it is the meal's plate, not the rice's share beside other foods. */
export const RICE_DISH_PLATES: TMeasureTable = { prato: 300, "prato raso": 300, "prato fundo": 350 };

/** Foods without a survey row that are still sized by eye, by name (folded). */
export const SIZED_BY_NAME: readonly [RegExp, TMeasureTable][] = [
  [/^pao de queijo/, { unidade: 30, "unidade pequena": 20, "unidade grande": 60 }],
  [/^coxinha/, SALGADO_FRITO],
  [/^pastel de (carne|queijo|frango|palmito|pizza)$/, PASTEL],
  [/^pastel de feira/, { unidade: 120, "unidade grande": 160, "unidade pequena": 80 }],
  [/^tapioca/, { "unidade pequena": 35, "unidade grande": 80 }],
  [/^(pamonha|acaraje)/, { "unidade pequena": 100, "unidade grande": 200 }],
  // A bottle of wine holds 750 ml, not the 600 ml of the beer bottle every drink's "garrafa" is otherwise taken as.
  [/^vinho/, { garrafa: 750 }],
  // A slice of bacon is a thin strip of about 12 g (our estimate), never the 90 g slice of a roast the meat group gives.
  [/^(toucinho|bacon)/, { fatia: 12, tira: 12, pedaço: 15, "colher de sopa": 10, porção: 24 }],
  // A large pizza is the pizzeria's 35 cm, eight slices of about 110 g: "meia pizza grande" is four slices, not 260 g.
  [/^pizza/, { "unidade grande": 880 }],
  ...CUTS_AND_PIECES,
];

/** The piece of the size said: a large one when a size word says more than the usual, a small one when less. */
export function sizedPiece(measures: TMeasureTable, size: number): { grams: number; factor: number } | null {
  const sized = size > 1 ? measures["unidade grande"] : size < 1 ? measures["unidade pequena"] : undefined;
  if (sized === undefined) return null;
  // "grandão", "gigante" go beyond the plain "grande" (1.3), but the large piece is already the largest sold: the square
  // root of that step beyond it (a "xis gigante" is about 530 g, not 620). Any small size is the small piece.
  return { grams: sized, factor: size > 1 ? Math.sqrt(size / 1.3) : 1 };
}
