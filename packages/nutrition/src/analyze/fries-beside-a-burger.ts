/**
 * "big mac com batata média e coca", "x-salada e batata": beside a burger or a snack-bar sandwich, a bare "batata" is
 * the fries that come with it, never a boiled potato. A potato with its own kind ("batata doce", "purê de batata",
 * "batata palha") is left as said.
 */
const SANDWICH = /\b(?:hamb[uú]rgu?er|burg(?:u)?er|cheese ?burg(?:u)?er|big ?mac|mc ?lanche|quarteir[aã]o|quarter[aã]o|wh?op+er|mc ?chicken|x[\s-]?(?:salada|burg(?:u)?er|bacon|tudo|egg|frango|calabresa)|xis)\b/i;
const BARE_POTATO = /(?<!\bde\s)\bbatata(s?)\b(?!\s+(?:frit\w*|cozid\w*|doce|palha|assad\w*|inglesa|baroa|sout[eé]|saut[eé]|r[uú]stic\w*|recheada|chips|smile|noisette|gratinad\w*|\bao\b|\bcom casca\b))/gi;

/** The message with a bare "batata" beside a burger read as fries. */
export function withFriesBesideABurger(text: string): string {
  if (!SANDWICH.test(text)) return text;
  return text.replace(BARE_POTATO, (_, plural: string) => `batata${plural} frita${plural}`);
}
