import type { TToken } from "./tokenize";

/**
 * Brazilian states, cities, beaches and neighbourhoods people say they ate in ("aqui em Goiânia", "na orla de Itapuã",
 * "com a turma em Campo Grande"), folded. After a where-word they are a place, never a food, however close a food's name
 * ("Salvador" is no salgadinho, "Rio Branco" no cocada branca). Names that are also a food's word (canela, barra,
 * bonito, minas alone) are left out.
 */
const NAMES = [
  "acre", "alagoas", "amapa", "amazonas", "bahia", "ceara", "distrito federal", "espirito santo", "goias", "maranhao",
  "mato grosso", "mato grosso do sul", "minas gerais", "paraiba", "parana", "pernambuco", "piaui", "rio de janeiro",
  "rio grande do norte", "rio grande do sul", "rondonia", "roraima", "santa catarina", "sao paulo", "sergipe", "tocantins",
  "aracaju", "belem", "belo horizonte", "bh", "boa vista", "brasilia", "campo grande", "cuiaba", "curitiba", "florianopolis",
  "floripa", "fortaleza", "goiania", "joao pessoa", "macapa", "maceio", "manaus", "palmas", "porto alegre", "poa",
  "porto velho", "recife", "rio", "rio branco", "salvador", "sampa", "sao luis", "teresina", "vitoria", "sp", "rj", "mg",
  "anapolis", "blumenau", "cabo frio", "campina grande", "campinas", "caruaru", "caxias do sul", "chapeco", "contagem",
  "dourados", "duque de caxias", "feira de santana", "foz do iguacu", "guarulhos", "ilheus", "imperatriz", "itajai",
  "joinville", "juazeiro", "juiz de fora", "londrina", "maraba", "maringa", "mossoro", "niteroi", "olinda", "osasco",
  "parintins", "pelotas", "petrolina", "petropolis", "ponta grossa", "porto seguro", "ribeirao preto", "rondonopolis",
  "santarem", "santos", "sao goncalo", "sao jose dos campos", "sinop", "sorocaba", "uberlandia", "vila velha",
  "vitoria da conquista", "balneario camboriu", "camboriu", "gramado", "guaruja", "ubatuba", "jericoacoara", "jeri",
  "porto de galinhas", "fernando de noronha", "noronha", "arraial", "trancoso", "itapua", "ondina", "pelourinho",
  "copacabana", "ipanema", "leblon", "pampulha", "orla", "litoral", "sertao", "nordeste", "norte", "sul", "sudeste",
  "centro oeste", "amazonia", "pantanal",
].map((name) => name.split(" "));

/** The length of the place name starting at `k` (longest first), or 0. */
export function placeNameAt(tokens: readonly TToken[], k: number): number {
  let best = 0;
  for (const name of NAMES) {
    if (name.length > best && name.every((word, n) => tokens[k + n]?.norm === word)) best = name.length;
  }
  return best;
}
