import type { TFoodRecord } from "../foods/food-types";
import { RICE_DISH_PLATES, SIZED_BY_NAME, STREET_SIZES } from "./street-sizes";

/** Household measure -> grams (ml taken as g) for one food. */
export type TMeasureTable = Readonly<Record<string, number>>;

/**
 * Grams transcribed from IBGE, POF 2008-2009, *Tabela de Medidas Referidas para os Alimentos Consumidos no Brasil*
 * (2011), sheet "Tab_Medidas Caseiras" of tabelamedidas_bd.xls, for the foods people name most. Keys are our
 * canonical measure names: "colher de servir" is IBGE's COLHER DE ARROZ/SERVIR, "xícara" is XICARA DE CHA, "copo"
 * is COPO MEDIO / COPO DE REQUEIJAO / copo duplo, "prato fundo" and "prato raso" are IBGE's. See decision 120.
 */
const ARROZ: TMeasureTable = {
  "colher de servir": 45, "colher de sopa": 25, "colher de sobremesa": 12.5, "colher de chá": 6.3, concha: 100, escumadeira: 85,
  pegador: 25, garfada: 25, "prato fundo": 200, "prato raso": 100, "prato de sobremesa": 50, xícara: 100, "copo americano": 100,
  copo: 200, caneca: 100, tigela: 100, pote: 100, porção: 125,
};
/** IBGE gives 20 g for a colher de sopa of brown rice; the published TACO sample fixes 25 g for any cooked rice, kept here. */
const ARROZ_INTEGRAL: TMeasureTable = {
  "colher de servir": 63, "colher de sopa": 25, "colher de sobremesa": 10, "colher de chá": 5, concha: 117, escumadeira: 59,
  pegador: 20, "prato fundo": 200, "prato raso": 100, "prato de sobremesa": 50, porção: 198,
};
const FEIJAO: TMeasureTable = {
  "colher de servir": 35, "colher de sopa": 17, "colher de sobremesa": 8.5, "colher de chá": 4.3, concha: 140, escumadeira: 35,
  prato: 280,
  pegador: 17, "prato fundo": 280, "prato raso": 140, "prato de sobremesa": 140, xícara: 140, "copo americano": 140, copo: 280,
  tigela: 140, cumbuca: 140, porção: 50,
};
const LENTILHA: TMeasureTable = { "colher de servir": 32, "colher de sopa": 18, concha: 160, escumadeira: 32, "prato fundo": 320, "prato raso": 160, tigela: 160, porção: 48 };
const GRAO_DE_BICO: TMeasureTable = { "colher de servir": 45, "colher de sopa": 22, concha: 120, xícara: 120, "prato fundo": 240, pegador: 22, porção: 36 };
const ANGU: TMeasureTable = { "colher de servir": 60, "colher de sopa": 35, concha: 150, escumadeira: 60, pedaço: 150, fatia: 150, "prato fundo": 500, "prato raso": 300, porção: 105 };
const MINGAU: TMeasureTable = {
  "colher de servir": 55, "colher de sopa": 37, concha: 110, "copo americano": 115, copo: 230, "copo grande": 230, caneca: 230,
  xícara: 115, "xícara de café": 57.5, prato: 375, "prato fundo": 375, "prato raso": 195, "prato de sobremesa": 105, tigela: 195, cumbuca: 195, porção: 195,
};
const MACARRAO: TMeasureTable = {
  pegador: 110, escumadeira: 110, concha: 100, garfada: 30, "colher de servir": 55, "colher de sopa": 25, "prato fundo": 400,
  "prato raso": 320, "prato de sobremesa": 200, pires: 160, porção: 105,
};
const YAKISOBA: TMeasureTable = { ...MACARRAO, concha: 100, escumadeira: 110, "prato fundo": 265, porção: 105 };
const CARNE: TMeasureTable = {
  pedaço: 35, bife: 100, filé: 100, fatia: 90, "colher de servir": 70, "colher de sopa": 30, concha: 140, escumadeira: 70,
  pegador: 30, garfada: 30, espeto: 46, espetinho: 92, costela: 40, "prato fundo": 140, "prato raso": 105, "prato de sobremesa": 70, tigela: 70,
  rodela: 35, porção: 75,
};
const CARNE_MOIDA: TMeasureTable = { "colher de servir": 60, "colher de sopa": 25, concha: 120, escumadeira: 60, porção: 75 };
const FRANGO: TMeasureTable = {
  pedaço: 55, coxa: 55, sobrecoxa: 65, asa: 40, peito: 180, filé: 100, bife: 100, "colher de servir": 40, "colher de sopa": 20,
  concha: 80, escumadeira: 40, espeto: 46, espetinho: 92, porção: 100,
};
const PEITO_FRANGO: TMeasureTable = { ...FRANGO, pedaço: 180, unidade: 180, fatia: 180 };
const FEIJOADA: TMeasureTable = { concha: 225, "colher de servir": 70, "colher de sopa": 35, escumadeira: 70, lata: 830, porção: 120 };
const COZIDO: TMeasureTable = { concha: 113, "colher de servir": 63, "colher de sopa": 31.5, escumadeira: 63, pedaço: 35 };
const SOPA: TMeasureTable = {
  concha: 130, "colher de servir": 40, "colher de sopa": 20, "colher de chá": 5, escumadeira: 130, caneca: 130, "copo americano": 130,
  copo: 325, "copo grande": 300, "prato fundo": 520, "prato raso": 325, prato: 520, "prato de sobremesa": 150, tigela: 300, cumbuca: 300, porção: 325,
};
const FAROFA: TMeasureTable = {
  "colher de servir": 45, "colher de sopa": 15, "colher de sobremesa": 10, "colher de chá": 5, concha: 58, escumadeira: 58,
  cumbuca: 58, "prato fundo": 116, "prato raso": 58,
};
const BAIAO: TMeasureTable = { "colher de servir": 55, "colher de sopa": 21, "colher de sobremesa": 10.5, "colher de chá": 5.3, concha: 95, cumbuca: 95, escumadeira: 111, "prato fundo": 222, "prato raso": 111, porção: 42 };
const RISOTO: TMeasureTable = { "colher de servir": 50, "colher de sopa": 25, "colher de sobremesa": 12.5, concha: 85, escumadeira: 85, garfada: 25, "prato fundo": 200, "prato raso": 100, porção: 50 };
const VATAPA: TMeasureTable = { "colher de servir": 77, "colher de sopa": 25, concha: 150, "prato fundo": 300, "prato raso": 150, porção: 50 };
const SALADA_FRUTAS: TMeasureTable = { "colher de sopa": 38, "colher de servir": 76, concha: 76, "copo americano": 150, copo: 210, taça: 150, xícara: 150, "xícara de café": 50, tigela: 210, porção: 125 };
const BATATA_FRITA: TMeasureTable = { "colher de servir": 50, "colher de sopa": 25, escumadeira: 65, concha: 65, garfada: 25, pegador: 25, porção: 110 };
/**
 * The copo americano is the 190 ml glass filled, as milk, juice, soda and beer are poured into it (decision 192; the
 * TACO rows of milk carried 190 already); IBGE's 150 ml is the "copo pequeno", and coffee drinks and spirits keep it for
 * the copo americano, poured short of the brim (a "média", a pingado, a glass of pinga).
 */
const BEBIDA: TMeasureTable = {
  "copo americano": 190, "copo pequeno": 150, copo: 240, "copo duplo": 240, "copo grande": 300, caneca: 300, xícara: 200, "xícara de café": 50,
  "copo de cafezinho": 50, "copo tulipa": 290, taça: 150, dose: 50, lata: 350, "long neck": 355, garrafa: 600, caixinha: 200, porção: 240,
};
const SANDUICHE_PAO_FRANCES: TMeasureTable = { unidade: 90, pedaço: 45, fatia: 45 };
const PAO_COM: TMeasureTable = { unidade: 60, pedaço: 30, fatia: 30 };
const PAO_COM_OVO: TMeasureTable = { unidade: 100, pedaço: 50 };
const ALMONDEGA: TMeasureTable = { unidade: 50, bola: 50, "colher de servir": 60, concha: 120, bife: 80 };
const SALSICHA: TMeasureTable = { unidade: 31, pedaço: 15.5, rodela: 15.5, fatia: 15.5, "colher de sopa": 22, "colher de servir": 36, porção: 60 };

const GORDURA: TMeasureTable = {
  "ponta de faca": 5, "colher de café": 4, "colher de chá": 8, "colher de sobremesa": 23, "colher de sopa": 32,
  "colher de servir": 64, xícara: 155, porção: 9.8,
};
const REQUEIJAO: TMeasureTable = {
  "ponta de faca": 6, "colher de café": 3.8, "colher de chá": 7.5, "colher de sobremesa": 15, "colher de sopa": 30,
  "colher de servir": 60, copo: 240, porção: 45,
};
const IOGURTE: TMeasureTable = { "copo americano": 150, copo: 240, "copo grande": 300, caneca: 300, xícara: 200, pote: 200, unidade: 200, "colher de sopa": 15, porção: 165 };
const BISCOITO_SALGADO: TMeasureTable = { unidade: 5, pacote: 200, punhado: 17, porção: 32.5 };
const BISCOITO_DOCE: TMeasureTable = { unidade: 5, pacote: 200, punhado: 17, porção: 35 };
const BOLO_MASSA: TMeasureTable = { fatia: 80, pedaço: 80, porção: 50 };

/** POF food code -> its measures. */
const BY_POF: Readonly<Record<number, TMeasureTable>> = {
  6300101: ARROZ, 6304301: ARROZ, 6300201: ARROZ_INTEGRAL, 6304401: ARROZ_INTEGRAL,
  6303102: FEIJAO, 6304101: FEIJAO, 6301603: FEIJAO, 6301634: FEIJAO, 6304034: FEIJAO, 6302602: FEIJAO, 6301201: FEIJAO,
  6302901: LENTILHA, 6302801: GRAO_DE_BICO,
  6300706: ANGU, 6303501: ANGU, 6500601: ANGU, 8500217: ANGU, 8500218: ANGU, 8500215: ANGU,
  6500108: MINGAU, 6500105: MINGAU, 6500614: MINGAU, 8502301: MINGAU, 8501902: MINGAU,
  6503401: MACARRAO, 6573225: MACARRAO, 6573226: MACARRAO, 8500919: MACARRAO, 7701406: YAKISOBA,
  7109101: CARNE, 7111202: CARNE, 7107801: CARNE, 7106401: CARNE, 7702601: CARNE, 7107601: CARNE, 7100301: CARNE,
  7100304: CARNE, 7100501: CARNE, 7100801: CARNE, 7100201: CARNE, 7100101: CARNE, 8501104: { ...CARNE, pedaço: 40, bife: 150, porção: 40 },
  7104301: CARNE_MOIDA,
  7800302: FRANGO, 7800303: FRANGO, 7800304: FRANGO, 7800301: FRANGO, 7800103: FRANGO, 7800401: PEITO_FRANGO,
  8501004: { ...FRANGO, pedaço: 40, coxa: 40, unidade: 300 },
  7701901: FEIJOADA, 7702001: FEIJOADA, 7702101: COZIDO,
  8504501: SOPA, 8503202: SOPA, 8503203: SOPA, 8503204: SOPA, 8507301: SOPA, 7007701: SOPA, 8502401: { cumbuca: 300, tigela: 300, porção: 300 },
  8506201: { ...ARROZ, ...RICE_DISH_PLATES }, 8506301: { ...ARROZ, ...RICE_DISH_PLATES }, 8579002: { ...ARROZ, ...RICE_DISH_PLATES },
  8579003: { ...ARROZ, ...RICE_DISH_PLATES }, 8579006: ARROZ, 8579005: ARROZ, 8570107: ARROZ,
  8502201: FAROFA, 8502901: FAROFA, 8503501: BAIAO, 8502701: RISOTO, 8502801: VATAPA, 8504401: SALADA_FRUTAS,
  8501502: BATATA_FRITA,
  8500317: SANDUICHE_PAO_FRANCES, 8500318: SANDUICHE_PAO_FRANCES, 8500319: SANDUICHE_PAO_FRANCES, 8500320: { unidade: 120, pedaço: 60, fatia: 60 },
  8500323: { unidade: 120 },
  8570328: PAO_COM, 8570329: PAO_COM, 8570330: PAO_COM_OVO,
  7702602: ALMONDEGA, 7702604: ALMONDEGA, 7702801: SALSICHA,
  7703002: { unidade: 41.5, lata: 125, "colher de sopa": 16, "colher de servir": 32, porção: 41.5 },
  7703402: { "colher de sopa": 16, "colher de sobremesa": 10, lata: 135, porção: 112 },
  8504201: { unidade: 30 },
  8501402: { espiga: 100, unidade: 100, pedaço: 50, "colher de sopa": 24, "colher de servir": 60, concha: 120, escumadeira: 48 },
  6300701: { "colher de sopa": 24, "colher de sobremesa": 17, "colher de servir": 38, escumadeira: 38, espiga: 100, unidade: 100, pedaço: 50, concha: 76 },
  6301101: { "colher de sopa": 27, "colher de sobremesa": 13, "colher de servir": 38, concha: 140 },
  6500401: { "colher de sopa": 15, "colher de sobremesa": 7, "colher de chá": 2, "colher de café": 1, "colher de servir": 30 },
  6500301: { "colher de sopa": 18, "colher de sobremesa": 8, "colher de chá": 4, "colher de servir": 36 },
  6500603: { "colher de sopa": 12, "colher de sobremesa": 6, "colher de chá": 3, "colher de servir": 24, concha: 48 },
  6401201: { "colher de sopa": 25, "colher de servir": 40, escumadeira: 48, concha: 48, unidade: 100, rodela: 5 },
  8505901: { fatia: 110, pedaço: 110, unidade: 55 },
  8500209: { unidade: 100 }, 8500212: { unidade: 100 },
  // A cereal bar is sold at 20 to 25 g (our estimate from packs sold; IBGE's measure sheet is not in the repository).
  6907201: { unidade: 22, barra: 22, porção: 22 }, 6907202: { unidade: 22, barra: 22, porção: 22 }, 6907203: { unidade: 22, barra: 22, porção: 22 },
  // Buchada is served as a stew, a plate of it like TACO's sarapatel, never the meat group's 105 g plate.
  7107204: { porção: 150, "colher de sopa": 30, concha: 150, escumadeira: 100, prato: 300, "prato fundo": 300, "prato raso": 250 },
  8500903: { fatia: 100, pedaço: 100, metade: 200, unidade: 400 }, 8500915: { fatia: 100, pedaço: 100, unidade: 400 },
  8500914: { fatia: 90, pedaço: 90, unidade: 360 }, 8500916: { fatia: 110, pedaço: 110, unidade: 440 },
  8500917: { fatia: 125, pedaço: 125, unidade: 500 },
  8500904: { pedaço: 190, "colher de servir": 100, "colher de sopa": 50, escumadeira: 170, concha: 170, pegador: 50, porção: 190 },
  8500905: { "colher de servir": 70, "colher de sopa": 30, escumadeira: 100, concha: 100 }, 8500906: { unidade: 45 },
  8500907: { "colher de servir": 79, "colher de sopa": 39.5, escumadeira: 79 }, 8500909: { "colher de servir": 70 },
  8500910: { unidade: 167 }, 8500913: { unidade: 80, metade: 40, pedaço: 40, fatia: 40 },
  8500801: { "colher de servir": 42, "colher de sopa": 20, concha: 84, escumadeira: 42, folha: 25, pegador: 20, pires: 38, "prato de sobremesa": 38, "prato fundo": 98, "prato raso": 90, tigela: 90, porção: 42 },
  8500802: { "colher de servir": 70, "colher de sopa": 38, concha: 90, escumadeira: 90, pegador: 38, "prato raso": 90, xícara: 90, porção: 76 },
  8500210: { pedaço: 10, "colher de sopa": 20, "colher de servir": 53, concha: 95, pacote: 60, punhado: 60 },
  8500213: { "colher de servir": 20.9, "colher de sopa": 12.2 },
  8570101: { porção: 450, prato: 450, "prato raso": 450, "prato fundo": 550, unidade: 450 },
  7004802: { porção: 15, "colher de sopa": 15, "colher de chá": 5, sachê: 10 }, 7004803: { porção: 15, "colher de sopa": 15, "colher de chá": 5, sachê: 10 },
  8501202: { "colher de servir": 3, concha: 6, "copo americano": 6, copo: 7, "copo grande": 11, pacote: 20, saco: 20, punhado: 2, pote: 9, "prato fundo": 24, "prato raso": 14, tigela: 10, xícara: 6 },
  8501503: { "colher de servir": 27, "colher de sopa": 13.5, "colher de sobremesa": 6.8, escumadeira: 27, pacote: 80 },
  8400101: { "colher de sopa": 8, "colher de sobremesa": 5, "colher de chá": 2, "colher de café": 1, "colher de servir": 16 },
  8400301: { "colher de sopa": 8, "colher de chá": 2, "colher de café": 1, concha: 32 },
  8403201: { "colher de sopa": 8, "colher de sobremesa": 5, "colher de café": 1 },
  7901501: GORDURA, 7901602: GORDURA, 7901505: { porção: 10, "ponta de faca": 5, "colher de sopa": 8, "colher de chá": 2, "colher de café": 1 },
  7901701: { fatia: 15, porção: 30 }, 7901801: { fatia: 20, porção: 45 }, 7901803: { fatia: 20, porção: 45 },
  7902001: { fatia: 45, porção: 50 }, 7901703: { fatia: 45 }, 7902008: { fatia: 45 },
  // A piece of queijo coalho is the stick or the slab sold for the grill (40 to 60 g), not the survey's 100 g block; a
  // piece of parmesan is a nibble of about 30 g, not the unit of a generic measure.
  7902005: { fatia: 45, pedaço: 50, espeto: 46, unidade: 46, porção: 50 }, 7902201: { fatia: 35, "colher de sopa": 44, porção: 100 },
  7902403: { pedaço: 30, "colher de sopa": 15, "colher de sobremesa": 8, "colher de chá": 4, "colher de café": 2, "colher de servir": 30, pacote: 50, porção: 30 },
  7902901: REQUEIJAO, 7902902: REQUEIJAO, 7902801: { unidade: 20 },
  // The light versions are spooned and spread like the regular ones, so they take the regular's row.
  7906501: REQUEIJAO, 7904201: GORDURA,
  7901201: IOGURTE, 7901203: IOGURTE, 7901204: IOGURTE, 7901301: { unidade: 80, pote: 80 }, 7901304: { unidade: 80, pote: 80 },
  8002201: BISCOITO_SALGADO, 8002225: BISCOITO_SALGADO, 8002236: { unidade: 5, pacote: 200 }, 8002301: BISCOITO_DOCE,
  8002334: BISCOITO_DOCE, 8002212: { unidade: 3, pacote: 30, porção: 30 },
  8002601: { fatia: 60, pedaço: 60, porção: 50 }, 8002701: BOLO_MASSA, 8002702: BOLO_MASSA, 8002703: BOLO_MASSA,
  8002704: BOLO_MASSA, 8002801: BOLO_MASSA, 8003101: BOLO_MASSA, 8002901: { fatia: 60, pedaço: 60, porção: 50 },
  8002503: { fatia: 70, porção: 50 },
  // Our estimates from the packs sold (decision 148): an ice lolly of 60 g, a hard sweet of 5 g.
  6900502: { unidade: 60, porção: 60 }, 6900603: { unidade: 5, porção: 5 }, 6903701: { unidade: 80, porção: 80 }, 8002502: { fatia: 100 },
  6900822: { caixinha: 200, unidade: 200, porção: 200 },
  6901801: { sachê: 0.8, gota: 0.05, "colher de chá": 1, porção: 0.8 },
  8000237: { unidade: 20, pacote: 300, porção: 40 },
  6400601: { fatia: 100, pedaço: 50, unidade: 100, "colher de sopa": 25, "colher de servir": 50, escumadeira: 75, porção: 80 },
  7600101: { posta: 100, filé: 100, pedaço: 80, unidade: 100, porção: 100 },
  7200101: { posta: 100, filé: 100, pedaço: 80, unidade: 100, porção: 100 },
  7400101: { posta: 100, filé: 100, pedaço: 80, unidade: 100, porção: 100 },
  ...STREET_SIZES,
};

/** TACO number -> the POF food whose measures it takes. */
const TACO_TO_POF: Readonly<Record<number, number>> = {
  1: 6300201, 3: 6300101, 5: 6300101, 561: 6303102, 563: 6301603, 565: 6303102, 567: 6303102, 569: 6303102, 571: 6303102,
  573: 6303102, 577: 6302901, 326: 7104301, 533: 6500601, 62: 8500218, 540: 7701901, 131: 8502201, 542: 8500919, 556: 7701406,
  526: 6300101, 109: 6401201, 93: 8501502, 319: 7703002, 408: 7800401, 410: 7800401, 406: 7800401,
  392: 7800302, 393: 7800302, 403: 7800302, 404: 7800302, 545: 8500802, 386: 8500205, 389: 8500206, 390: 8500206,
  260: 8400101, 272: 8400301, 261: 7901501, 262: 7901501, 263: 7901602, 264: 7901602, 265: 7901602, 266: 7901602,
  467: 7901701, 463: 7901801, 461: 7902001, 462: 7902001, 464: 7902403, 468: 7902901, 448: 7901204, 13: 8002201,
  8: 8002301, 99: 8002212, 18: 8002601, 129: 6400601, 132: 6400601,
};

/** Ids of our own foods -> the POF food whose measures they take. */
const ID_TO_POF: Readonly<Record<string, number>> = {
  "macarrao-cozido": 6503401, "batata-frita-de-lanchonete": 8501502, "queijo-coalho": 7902005,
};

/**
 * POF cakes, pies, esfirras and street food without a row of their own: IBGE's cake slice, our estimates for the others
 * (decisions 124 and 127). They come before the meat and poultry groups: an "esfirra de frango" is not a piece of chicken.
 */
const BY_NAME: readonly [RegExp, TMeasureTable][] = [
  [/^bolo/, BOLO_MASSA], [/^(torta|empadao)/, { fatia: 110, pedaço: 110, porção: 110 }], [/^esfirra/, { unidade: 80, porção: 80 }],
  [/^salada ou verdura crua/, { pegador: 30 }],
  // Street food sold by the piece or the bowl (decision 127, our estimates): a hot dog with its fillings, açaí as served.
  [/^cachorro quente/, { unidade: 150, porção: 150 }], [/^acai com granola/, { tigela: 300, copo: 300, unidade: 300, porção: 300 }],
  // Flours, sugars, fats, spreads and sauces the survey lists without measures are taken by the spoon, never 100 g at a
  // time: the spoons of the TACO entries of the same kind in this database (farinha de mandioca, açúcar, manteiga).
  [/^(farinha|fecula|goma de mandioca|polvilho|amido de|germe de trigo|gergelim|queijo ralado)/, { "colher de sopa": 16, "colher de chá": 5, xícara: 120, porção: 32 }],
  // Chocolate and malt powders are stirred into milk by the spoon (two, as TACO's achocolatado em pó is served).
  [/^(chocolate em po|ovomaltine|cacau em po)/, { "colher de sopa": 12, "colher de chá": 4, "colher de sobremesa": 8, porção: 24 }],
  [/^(acucar|adocante em po)/, { "colher de sopa": 12, "colher de chá": 4, "colher de sobremesa": 8, sachê: 5, porção: 8 }],
  [/^(oleo|azeite|banha|margarina|manteiga|gordura)/, GORDURA],
  [/^(geleia de frutas|geleia light|geleia diet|mel$|doce de leite|nata$|creme de leite|maionese|mostarda molho|molho de soja|ketchup)/, { "colher de sopa": 15, "colher de sobremesa": 10, "colher de chá": 5, porção: 15 }],
  [/^farofa/, { ...FAROFA, porção: 45 }], [/^vinagrete/, { "colher de sopa": 20, "colher de servir": 40, porção: 40 }],
];

/** Drinks: IBGE gives every drink the same cups (copo médio 240, xícara de chá 200, caneca 300; copo americano above). */
/** Spirits are drunk by the dose and an espresso by its small cup: "um whisky", "um expresso" are 50 ml, never a 240 ml cup. */
const SPIRITS = /^(whisky|uisque|vodka|gin|rum|tequila|conhaque|licor|aguardente|cachaca|pinga|saque|steinhaeger|vermute|martini|campari)/;
const DOSE: TMeasureTable = { ...BEBIDA, "copo americano": 150, unidade: 50, porção: 50 };
const DRINK = /^(suco|leite|cafe|cha |cha$|refresco|refrigerante|vitamina|agua|iogurte liquido|bebida|achocolatado|caldo de cana|cerveja|vinho|guarana|limonada|garapa)/;
/** "Sopa paraguaia" is a baked corn-and-cheese cake, not a soup: it keeps its own pieces (decision 219). */
const SOUP = /^(sopa(?! paraguaia)|caldo|canja)/;
/** Turkey breast is bought sliced like ham (our estimate, as TACO's presunto and mortadela: fatia 15 g, two a serving). */
const SLICED_POULTRY = /^(peito de peru|blanquet)/;
const FRIOS: TMeasureTable = { fatia: 15, porção: 30 };

function normalized(name: string): string {
  return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * The fallback by food group when a food has no row of its own: drinks take IBGE's cups, soups its ladle and plates,
 * beef and pork the "carne bovina" row (pedaço médio 35 g), poultry the "carne de galinha" row.
 */
function groupMeasures(food: TFoodRecord): TMeasureTable | undefined {
  const name = normalized(food.name);
  if (SPIRITS.test(name) || /^cafe tipo expresso/.test(name)) return DOSE;
  if (/^cafe/.test(name)) return { ...BEBIDA, "copo americano": 150 };
  if (DRINK.test(name) || food.category === "bebidas") return BEBIDA;
  if (SOUP.test(name)) return SOPA;
  if (SLICED_POULTRY.test(name)) return FRIOS;
  const named = food.pof ? BY_NAME.find(([pattern]) => pattern.test(name))?.[1] : undefined;
  if (named) return named;
  if (/frango|galinha|\bave\b|peru|chester/.test(name) && (food.category === "carnes" || (food.category === "preparados" && food.dish !== "receita"))) return FRANGO;
  if (food.category === "carnes" && !/moid|salsicha|linguica|presunto|mortadela|salame|hamburguer|bacon|almondega/.test(name)) return CARNE;
  return undefined;
}

/** The household measures of a food: its own row in IBGE's table, else its group's, over the measures it carries. */
export function householdMeasures(food: TFoodRecord): TMeasureTable {
  const code = food.pof?.code ?? (food.tacoId !== undefined ? TACO_TO_POF[food.tacoId] : undefined) ?? ID_TO_POF[food.id];
  const byPreparation = food.pof?.preparation === 15 ? SOPA : food.pof?.preparation === 14 ? MINGAU : undefined;
  const own = byPreparation ?? (code !== undefined ? BY_POF[code] : undefined);
  const sized = SIZED_BY_NAME.find(([pattern]) => pattern.test(normalized(food.name)))?.[1];
  const measures = { ...food.measures, ...(own ? {} : groupMeasures(food)), ...sized, ...own };
  const raso = own?.["prato raso"];
  return raso !== undefined && own?.["prato"] === undefined ? { ...measures, prato: raso } : measures;
}

/** Every food code with a transcribed row, for the test that checks the engine resolves each measure to it. */
export const POF_MEASURE_TABLE: Readonly<Record<number, TMeasureTable>> = BY_POF;
export const TACO_MEASURE_LINKS: Readonly<Record<number, number>> = TACO_TO_POF;
