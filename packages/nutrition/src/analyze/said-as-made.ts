/**
 * Drinks ordered by their counter name, written as what they are made of (data; decision 192): a "vaca preta" is cola
 * with a scoop of ice cream (never "vaca atolada"), "uma média" at the bakery is a coffee with milk (never a size word
 * left unread). Only the name as ordered: "uma média de 3 ovos por dia" stays as said.
 */
const SAID_AS_MADE: readonly (readonly [RegExp, string])[] = [
  [/\bvacas? pretas?\b/gi, "refrigerante de cola com 1 bola de sorvete"],
  [/\b(tomei|pedi|bebi|tomo|peguei)\s+(?:uma|1)\s+m[eé]dia\b(?!\s+de\b)/gi, "$1 um café com leite"],
  [/\b(?:uma|1)\s+m[eé]dia\s+(?=(?:e|com)\s+(?:um|uma|1|2)?\s*p[aã]o)/gi, "um café com leite "],
];

export function withDrinksAsMade(text: string): string {
  return SAID_AS_MADE.reduce((out, [said, made]) => out.replace(said, made), text);
}
