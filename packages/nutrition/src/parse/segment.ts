import { normalizeText } from "../text/normalize";
import { isNumberWord } from "./numbers";

const FILLER_PATTERNS: readonly RegExp[] = [
  /\b(quantas?|quanto|qual|quais)( (e|sao|tem|as|a|o|os))* (calorias?|kcal|caloria|valor(es)? nutricion\w*|macros?|proteinas?|carboidratos?)( (tem|tem em|ha em|possui|contem|de|do|da|dos|das|em|no|na))*\b/g,
  /\b(no|na|de|pro|para o|durante o|meu|minha|o|a)? ?(cafe da manha|cafe da tarde|almoco|jantar|janta|lanche( da (manha|tarde|noite))?|ceia|desjejum|merenda|pre treino|pos treino|refeicao)\b/g,
  /\bno cafe\b/g,
  /\b(eu|hoje|ontem|agora|agorinha|so|apenas|tambem|mais ou menos|aproximadamente|cerca de|uns|umas|entao|ai|la|por favor|calcule|calcula|me diga|me fala|comi|almocei|jantei|lanchei|tomei|bebi|ingeri|consumi|belisquei|merendei|acabei de comer|vou comer|estou comendo|to comendo|comendo|comer|foi|teve|tinha|tem|isso|aqui)\b/g,
];

const STRONG_SEPARATORS = /[;+&|\n]|,(?!\d)|\.(?!\d)/;
const CONNECTORS = new Set(["e", "com", "mais"]);

/** Whether `right`, introduced by `connector`, still belongs to the mention `left` ("tapioca com manteiga", "com pele"). */
export type TSegment = { tokens: string[]; connector: string };

export type TKeepTogether = (left: string[], right: string[], connector: string) => boolean;

/** Drops a leading label such as "Meu lanche:" or "No café:" from each line. */
function dropLabels(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^[^:\d]{1,40}:/, " "))
    .join("\n");
}

function cleanLine(line: string): string {
  let text = normalizeText(line)
    .replace(/(\d),(\d)/g, "$1.$2")
    .replace(/(\d)\s*([a-z])/g, "$1 $2")
    .replace(/([a-z])(\d)/g, "$1 $2");
  for (const pattern of FILLER_PATTERNS) text = text.replace(pattern, " ");
  return text.replace(/\s+/g, " ").trim();
}

/** Splits a chunk at "e"/"com"/"mais" unless the connector joins number words ("uma e meia") or `keepTogether` says so. */
function splitConnectors(tokens: readonly string[], keepTogether: TKeepTogether): TSegment[] {
  const parts: { tokens: string[]; connector: string }[] = [{ tokens: [], connector: "" }];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const current = parts[parts.length - 1] as (typeof parts)[number];
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const joinsNumbers =
      token === "e" && isNumberWord(prev) && isNumberWord(next) && !/\d/.test(next ?? "") && tokens[i - 2] !== "de";
    if (CONNECTORS.has(token) && !joinsNumbers && current.tokens.length > 0) parts.push({ tokens: [], connector: token });
    else if (!CONNECTORS.has(token) || joinsNumbers) current.tokens.push(token);
  }
  const merged: TSegment[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if (part.tokens.length === 0) continue;
    if (last && keepTogether(last.tokens, part.tokens, part.connector)) last.tokens.push(part.connector, ...part.tokens);
    else merged.push(part);
  }
  return merged;
}

/** Free meal text -> one token list per food mention, with the connector that introduced it ("" after a comma). */
export function segmentMeal(text: string, keepTogether: TKeepTogether): TSegment[] {
  const segments: TSegment[] = [];
  for (const chunk of dropLabels(text).split(STRONG_SEPARATORS)) {
    const clean = cleanLine(chunk);
    if (!clean) continue;
    for (const part of splitConnectors(clean.split(" "), keepTogether)) segments.push(part);
  }
  return segments;
}
