import type { TMeasureTable } from "./pof-measures";

/**
 * Pieces of the grill by name (folded), over the meat group's IBGE row (decision 219). IBGE's "pedaço médio" of beef
 * (35 g) is a cube of a stew; a piece of picanha, fraldinha or cupim cut at the grill is about 100 g (TACO's own piece
 * of these cuts), a beef rib taken off the grill about 150 g of meat, a pork rib about 80 g, a gomo of linguiça toscana
 * grilled about 80 g and a piece of it (a gomo cut in two at the barbecue) about 50 g, a street espeto of linguiça or of
 * chicken hearts about 90 g (our estimates from butchers' and barbecue sizes).
 */
const GRILL_CUT: TMeasureTable = { pedaço: 100, unidade: 100 };
const BEEF_RIB: TMeasureTable = { pedaço: 150, unidade: 150, costela: 150, "unidade pequena": 100, "unidade grande": 250, porção: 150 };
const PORK_RIB: TMeasureTable = { pedaço: 80, unidade: 80, costela: 80, "unidade pequena": 50, "unidade grande": 120, porção: 160 };
const SAUSAGE: TMeasureTable = { pedaço: 50, gomo: 80, unidade: 80, espeto: 90, espetinho: 90, "unidade grande": 120, "unidade pequena": 40, porção: 100 };
const ON_A_SKEWER: TMeasureTable = { espeto: 90, espetinho: 90 };

export const CUTS_AND_PIECES: readonly [RegExp, TMeasureTable][] = [
  [/^(picanha|fraldinha|maminha|cupim|miolo de alcatra|alcatra|contra file|capa de contra file|file mignon|lombo de porco assado|pernil)/, GRILL_CUT],
  [/^costela de porco/, PORK_RIB],
  [/^costela/, BEEF_RIB],
  [/^(linguica|salsichao)/, SAUSAGE],
  [/^coracao de frango/, ON_A_SKEWER],
  // Pieces sized by eye where the survey's unit is a plate's worth (decision 219, our estimates from snack bars): a
  // bolinho de bacalhau of about 30 g, a bolinho de aipim of 40 g, a stick of candyfloss of 35 g, a box of yakisoba of
  // 350 g, a bauru of 180 g, a glass of caldo de cana at the stall 300 ml.
  [/^bolinho de bacalhau/, { unidade: 30, "unidade pequena": 20, "unidade grande": 50, porção: 90 }],
  [/^bolinho de (aipim|mandioca|macaxeira)/, { unidade: 40, "unidade pequena": 20, "unidade grande": 70, porção: 120 }],
  [/^algodao.doce/, { unidade: 35, porção: 35, pacote: 35, saco: 35 }],
  [/^yakisoba/, { unidade: 350, caixa: 350, "unidade pequena": 250, "unidade grande": 500 }],
  [/^bauru/, { unidade: 180, "unidade grande": 250 }],
  // A moqueca or a canjica named alone is the dish served, about 250 g and 200 g, never the 100 g of a generic portion.
  [/^moqueca/, { unidade: 250, porção: 250 }],
  [/^(canjica com leite|mungunza)/, { unidade: 200, porção: 200 }],
  // The pequi is eaten by gnawing the pulp around its thorny stone: about 20 g of pulp each, not the fruit's 60 g.
  [/^pequi/, { unidade: 20, "unidade grande": 30 }],
  [/^(caldo de cana|garapa)/, { copo: 300, "copo grande": 500, "copo pequeno": 200, unidade: 300, porção: 300 }],
];
