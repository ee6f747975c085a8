import { FOOD_INDEX } from "../match/food-index";
import { stemToken } from "../text/normalize";
import { placeNameAt } from "./places-named";
import type { TToken } from "./tokenize";

/**
 * Where, when and with whom a meal was eaten, and how the person felt: "na casa da minha mãe", "com meu namorado",
 * "no cinema", "no domingo", "com fome". Such a phrase is never a food nor part of one; it ends the item before it and
 * the words after it start a new one, so "comi com a galera uma pizza" keeps the pizza. Words folded, as tokens.
 */
const LEADS = new Set([
  "no", "na", "nos", "nas", "num", "numa", "em", "com", "pro", "pra", "para", "pelo", "pela", "ao", "perto", "depois", "antes",
  "apos", "durante", "assistindo", "vendo", "jogando", "estudando", "trabalhando", "voltando", "indo", "saindo", "sou", "moro",
  "morei", "vim", "venho", "fa", "torco", "torce", "torcedor", "torcedora", "joguei", "jogamos", "jogo", "fiz", "fizemos", "faco",
]);
/** Leads after which a capitalised word is a person, a place or a team ("com a Ju", "sou de Limeira", "fã do Flamengo"). */
const NAME_LEADS = new Set(["com", "sou", "moro", "morei", "vim", "venho", "pra", "para", "pro", "fa", "torco", "torce", "torcedor", "torcedora"]);
const DETERMINERS = new Set([
  "o", "a", "os", "as", "um", "uma", "uns", "umas", "meu", "minha", "meus", "minhas", "seu", "sua", "seus", "suas", "nosso",
  "nossa", "nossos", "nossas", "esse", "essa", "este", "esta", "aquele", "aquela", "todo", "toda", "do", "da", "dos", "das", "de",
  "pro", "pra", "pelo", "pela",
]);
const LINKS = new Set(["de", "do", "da", "dos", "das", "d"]);
/** "a marmita da minha mãe": after "da"/"do", a possessive says whose, never which food. */
const POSSESSIVES = new Set(["meu", "minha", "meus", "minhas", "seu", "sua", "nosso", "nossa"]);

const PLACES =
  "casa casinha apartamento ap ape cinema shopping praia trabalho trampo servico firma escritorio empresa obra loja escola " +
  "faculdade facul aula curso academia treino igreja culto missa hospital clinica consultorio posto estrada viagem " +
  "aeroporto rodoviaria onibus metro carro uber aviao hotel pousada sitio fazenda chacara roca interior cidade centro " +
  "barraca barraquinha banca quiosque carrinho trailer food truck feira mercado mercadao supermercado padaria padoca " +
  "lanchonete cafeteria restaurante restaurant bar barzinho boteco buteco boate balada show estadio jogo clube parque praca rua " +
  "esquina calcada reuniao encontro evento festa festinha aniversario niver casamento batizado formatura velorio " +
  "churras confraternizacao happy hour saida caminho volta porta portaria fila bairro vila condominio predio sala quarto cozinha varanda quintal piscina cantina refeitorio bandeijao ru";
const PEOPLE =
  "mae pai vo vovo avo avos tia tio tias tios primo prima primos irmao irma irmaos filho filha filhos namorado namorada " +
  "noivo noiva marido esposa mulher crianca criancas menino menina meninos meninas amigo amiga amigos amigas galera " +
  "turma pessoal familia parentes colega colegas chefe vizinho vizinha sogra sogro cunhado cunhada baiana baiano " +
  "tiozinho tiozao mocinha moco vendedor vendedora gente todos sobrinho sobrinha sobrinhos neto neta netos afilhado " +
  "afilhada padrinho madrinha bebe nene patrao patroa professor professora medico medica nutri nutricionista personal dona " +
  "crush ficante mozao";
/** Pets, who also have names ("a Mel, minha gata", "meu cachorro Pipoca"). */
const PETS =
  "gata gato gatinha gatinho cachorro cachorra cachorrinho cachorrinha cadela cao caozinho dog doguinho pet papagaio " +
  "calopsita periquito coelho coelha hamster tartaruga";
const TIMES =
  "domingo sabado segunda terca quarta quinta sexta semana fim feriado natal reveillon ano pascoa carnaval sao joao " +
  "dia noite madrugada manha tarde hora horario intervalo pausa folga ferias fds findi";
const STATES = "fome pressa sono sede ressaca preguica vontade larica dieta jejum";
/** What people were doing, and the apps and chains they ordered from ("no iFood", "no McDonald's"). */
const DOINGS =
  "futebol futevolei volei crossfit funcional pilates spinning luta jiu muay pelada corrida caminhada natacao filme serie novela tv televisao netflix banho acordar dormir sair chegar voltar " +
  "ir treinar correr nadar trabalhar estudar malhar jogar ifood rappi starbucks mcdonald mcdonalds mequi bk burger king " +
  "outback subway habibs bobs giraffas spoleto madero kfc mc popeyes";
/**
 * After "do"/"da" ("um x-salada do mc", "2 kibes do habibs", "pão de queijo da padaria"), the chain or the shop a food
 * came from, never a food's kind: other places after "de" can name one ("frango da roça", "arroz de festa").
 */
const SOURCES = new Set(
  ("ifood rappi starbucks mcdonald mcdonalds mequi mc bk outback subway habibs bobs giraffas spoleto madero kfc popeyes " +
    "padaria padoca lanchonete feira esquina cantina restaurante mercado supermercado mercadinho shopping bar barzinho boteco buteco " +
    "quiosque barraca barraquinha carrinho trailer refeitorio pastelaria esfiharia esfirraria coxinharia pizzaria").split(" "),
);
const SOURCE_LINKS = new Set(["do", "da", "dos", "das"]);

/** Words after a place or person that belong to the phrase ("festa junina", "fim de semana", "semana passada"). */
const TRAILERS = new Set(["s", "eats", "junina", "junino", "passado", "passada", "inteiro", "inteira", "todo", "toda", "feira", "novo", "nova", "velha", "velho", "semana", "trabalho", "cedo"]);

function words(list: string): Set<string> {
  return new Set(list.split(" "));
}

const PERSONS = new Set([...words(PEOPLE), ...words(PETS)]);
const PLACE_WORDS = new Set(words(PLACES));
const PLACE_NAME_ARTICLES = new Set(["o", "a", "os", "as", "do", "da", "dos", "das"]);
const NOUNS = new Set([...words(PLACES), ...PERSONS, ...words(TIMES), ...words(STATES), ...words(DOINGS), ...SOURCES]);

/** Whether the word the user wrote is someone's name ("na casa da Ana", "com a Ju"): capitalised and no food's word. */
function isName(token: TToken | undefined): boolean {
  return token !== undefined && /^\p{Lu}\p{Ll}+$/u.test(token.raw) && !FOOD_INDEX.byToken.has(stemToken(token.norm));
}

/** A word the user wrote capitalised, food's word or not ("Mel", "Pipoca"). */
function isCapitalised(token: TToken | undefined): boolean {
  return token !== undefined && /^\p{Lu}\p{Ll}+$/u.test(token.raw) && /^[a-z]+$/.test(token.norm);
}

/**
 * "a Mel, minha gata": a capitalised word followed by who it is (a possessive and a person or pet) is a name, even when
 * it is a food's word; the length of the name and its apposition, or 0.
 */
function namedWithWhoAt(tokens: readonly TToken[], i: number): number {
  if (!isCapitalised(tokens[i])) return 0;
  const j = tokens[i + 1]?.norm === ";" ? i + 2 : i + 1;
  return POSSESSIVES.has(tokens[j]?.norm ?? "") && PERSONS.has(tokens[j + 1]?.norm ?? "") ? j + 2 - i : 0;
}

const CLOCK_LEADS = new Set(["as", "a", "umas", "uns", "pelas", "la", "lá", "depois", "antes", "ate"]);
const HOUR_WORDS = new Set(["h", "hs", "hr", "hrs", "hora", "horas"]);
const PERIODS = new Set(["manha", "tarde", "noite", "madrugada"]);

/** "às 10 da manhã", "umas 3 da tarde", "1 hora da tarde": a time of day said with a number, never an amount. */
function clockTimeAt(tokens: readonly TToken[], i: number): number {
  let k = CLOCK_LEADS.has(tokens[i]?.norm ?? "") ? i + 1 : i;
  if (!/^\d{1,2}$|^(uma|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|meio)$/.test(tokens[k]?.norm ?? "")) return 0;
  k++;
  const hour = HOUR_WORDS.has(tokens[k]?.norm ?? "");
  if (hour) k++;
  const period = ["da", "de"].includes(tokens[k]?.norm ?? "") && PERIODS.has(tokens[k + 1]?.norm ?? "");
  if (period) k += 2;
  // "2 horas de caminhada": how long something lasted, not two portions of it.
  if (hour && !period && LINKS.has(tokens[k]?.norm ?? "") && NOUNS.has(tokens[k + 1]?.norm ?? "")) return k + 2 - i;
  return period || (hour && k - i > 2) ? k - i : 0;
}

/** The length of a where/when/who phrase starting at `i` ("na casa da minha mãe" = 5), or 0. */
export function contextPhraseAt(tokens: readonly TToken[], i: number): number {
  const clock = clockTimeAt(tokens, i);
  if (clock > 0) return clock;
  const named = namedWithWhoAt(tokens, i);
  if (named > 0) return named;
  const whose = LINKS.has(tokens[i]?.norm ?? "") && POSSESSIVES.has(tokens[i + 1]?.norm ?? "");
  // ", minha colega,", "meu marido e eu": a possessive and a person say who, never which food.
  const who = POSSESSIVES.has(tokens[i]?.norm ?? "") && PERSONS.has(tokens[i + 1]?.norm ?? "");
  const source = SOURCE_LINKS.has(tokens[i]?.norm ?? "") && SOURCES.has(tokens[i + 1]?.norm ?? "");
  if (!LEADS.has(tokens[i]?.norm ?? "") && !whose && !who && !source) return 0;
  let k = i + 1;
  while (DETERMINERS.has(tokens[k]?.norm ?? "")) k++;
  const withSomeone = NAME_LEADS.has(tokens[i]?.norm ?? "") && k > i + 1 && isName(tokens[k]);
  const place = placeNameAt(tokens, k);
  if (!NOUNS.has(tokens[k]?.norm ?? "") && !withSomeone && place === 0) return 0;
  k += Math.max(1, place);
  for (;;) {
    const here = tokens[k]?.norm ?? "";
    // "a vizinha dona Rosa", "a colega Ana": a title or a name after the person is still the person.
    // "meu cachorro Pipoca": a capitalised word right after the person or pet is its name, food's word or not.
    const nameOfWho = PERSONS.has(tokens[k - 1]?.norm ?? "") && isCapitalised(tokens[k]);
    // "no bar o Limão", "no restaurante Laranjeira": a capitalised word after a place, with or without its article, is
    // the place's name, food's word or not.
    const placeNamed = PLACE_WORDS.has(tokens[k - 1]?.norm ?? "") && (isCapitalised(tokens[k]) || (PLACE_NAME_ARTICLES.has(here) && isCapitalised(tokens[k + 1])));
    if (placeNamed) {
      k += isCapitalised(tokens[k]) ? 1 : 2;
      continue;
    }
    if (TRAILERS.has(here) || NOUNS.has(here) || isName(tokens[k]) || nameOfWho) {
      k++;
      continue;
    }
    if (!LINKS.has(here) && !LEADS.has(here)) break;
    let after = k + 1;
    while (DETERMINERS.has(tokens[after]?.norm ?? "")) after++;
    const placeAfter = placeNameAt(tokens, after);
    if (!NOUNS.has(tokens[after]?.norm ?? "") && !isName(tokens[after]) && placeAfter === 0) break;
    k = after + Math.max(1, placeAfter);
  }
  return k - i;
}
