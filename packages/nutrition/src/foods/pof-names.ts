/** Accents IBGE's upper-case descriptions drop, for the words people see most. */
const ACCENTS: Readonly<Record<string, string>> = {
  feijao: "feijão", pao: "pão", paes: "pães", macarrao: "macarrão", acucar: "açúcar", cafe: "café", file: "filé",
  frances: "francês", mamao: "mamão", maca: "maçã", limao: "limão", melao: "melão", maracuja: "maracujá",
  cha: "chá", agua: "água", oleo: "óleo", pure: "purê", feijoada: "feijoada", baiao: "baião", pirao: "pirão",
  vatapa: "vatapá", acai: "açaí", cupuacu: "cupuaçu", caju: "caju", jilo: "jiló", agriao: "agrião", chuchu: "chuchu",
  abobora: "abóbora", beterraba: "beterraba", brocolis: "brócolis", pepino: "pepino", quiabo: "quiabo",
  salpicao: "salpicão", requeijao: "requeijão", presunto: "presunto", linguica: "linguiça", frango: "frango",
  galinha: "galinha", suina: "suína", suino: "suíno", musculo: "músculo", figado: "fígado", coracao: "coração",
  lingua: "língua", mocoto: "mocotó", bisteca: "bisteca", cacao: "cacau", chocolate: "chocolate", pessego: "pêssego",
  guarana: "guaraná", refrigerante: "refrigerante", cafezinho: "cafezinho", graos: "grãos", grao: "grão",
  milho: "milho", mandioca: "mandioca", farinha: "farinha", tapioca: "tapioca", cuscuz: "cuscuz", pe: "pé",
  camarao: "camarão", peixe: "peixe", salmao: "salmão", bacalhau: "bacalhau", caranguejo: "caranguejo",
  organico: "orgânico", organica: "orgânica", nao: "não", especificado: "especificado", especificada: "especificada",
  sanduiche: "sanduíche", hamburguer: "hambúrguer", pastel: "pastel", esfirra: "esfirra", acaraje: "acarajé",
  abara: "abará", calabreza: "calabresa", muzzarela: "muçarela", muzarella: "muçarela", mussarela: "muçarela",
  lazanha: "lasanha", nhoque: "nhoque", salgadinho: "salgadinho", croquete: "croquete", pudim: "pudim",
  geleia: "geleia", doce: "doce", pacoca: "paçoca", bolo: "bolo", biscoito: "biscoito",
  rosquinha: "rosquinha", torrada: "torrada", vitamina: "vitamina", iogurte: "iogurte", leite: "leite", 
  manteiga: "manteiga", margarina: "margarina", creme: "creme", queijo: "queijo", ovo: "ovo", omelete: "omelete",
  bobo: "bobó", caruru: "caruru", manicoba: "maniçoba", quibebe: "quibebe", sufle: "suflê", galeto: "galeto",
  salada: "salada", legumes: "legumes", verdura: "verdura", exceto: "exceto", maionese: "maionese",
  ensopado: "ensopado", angu: "angu", polenta: "polenta", canjica: "canjica", mungunza: "mungunzá", curau: "curau",
  acucarado: "açucarado", acem: "acém", alcatra: "alcatra", picanha: "picanha",
  contrafile: "contrafilé", chambaril: "chambaril", lagarto: "lagarto", coxao: "coxão", paleta: "paleta",
  cupim: "cupim", fraldinha: "fraldinha", maminha: "maminha", costela: "costela", cabeca: "cabeça", lombo: "lombo",
  pernil: "pernil", toucinho: "toucinho", torresmo: "torresmo", carne: "carne", bovina: "bovina", bovino: "bovino",
  moida: "moída", sol: "sol", sertao: "sertão", charque: "charque", seca: "seca", salsicha: "salsicha",
  mortadela: "mortadela", salame: "salame", apresuntado: "apresuntado", peru: "peru", chester: "chester",
  sardinha: "sardinha", atum: "atum", conserva: "conserva", banana: "banana", laranja: "laranja", tangerina: "tangerina",
  abacaxi: "abacaxi", goiaba: "goiaba", manga: "manga", melancia: "melancia", uva: "uva", morango: "morango",
  batata: "batata", inhame: "inhame", cara: "cará", aipim: "aipim", macaxeira: "macaxeira", cenoura: "cenoura",
  farofa: "farofa", tropeiro: "tropeiro", arroz: "arroz", integral: "integral", carreteiro: "carreteiro",
  grega: "grega", cuxa: "cuxá", pizza: "pizza", portuguesa: "portuguesa", misto: "misto", quente: "quente",
  frio: "frio", cachorro: "cachorro", mingau: "mingau", sopa: "sopa", caldo: "caldo", capuccino: "cappuccino",
  expresso: "expresso", mel: "mel", tacaca: "tacacá", moqueca: "moqueca",
  baiana: "baiana", capixaba: "capixaba", tutu: "tutu", escondidinho: "escondidinho", risoto: "risoto",
  empada: "empada", empadao: "empadão", coxinha: "coxinha", quibe: "quibe", rizole: "risole", panqueca: "panqueca",
  calzone: "calzone", capeleti: "capeletti", canelone: "canelone", yakissoba: "yakisoba", estrogonofe: "estrogonofe",
  estrogonoff: "estrogonofe", strogonoff: "estrogonofe", refresco: "refresco", cerveja: "cerveja", vinho: "vinho",
  cachaca: "cachaça", chimarrao: "chimarrão", aguardente: "aguardente", achocolatado: "achocolatado", sorvete: "sorvete", picole: "picolé",
};

const FEMININE_E = new Set(["carne", "alface", "couve", "parte", "vagem", "mostarda", "polenta", "pele"]);

/** "FEIJAO (PRETO, MULATINHO, ROXO, ROSINHA, ETC)" -> "Feijão (preto, mulatinho, roxo, rosinha, etc.)". */
export function displayName(description: string): string {
  const lower = description
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[a-zà-ú]+/g, (w) => ACCENTS[w] ?? w)
    .replace(/\betc\)/g, "etc.)")
    .replace(/^cheese (tudo|egg|bacon|salada|frango|calabresa)\b/, "x-$1")
    .trim();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The noun a preparation agrees with: the first word, feminine when it ends in -a or is a known feminine. */
export function isFeminine(description: string): boolean {
  const first = (description.toLowerCase().split(/[\s(,-]+/)[0] ?? "").trim();
  return first.endsWith("a") || FEMININE_E.has(first);
}

/** POF preparation code -> the words shown after the food name ("" when it does not apply). */
export function preparationWords(code: number, feminine: boolean): string {
  const g = (masculine: string) => (feminine ? masculine.replace(/o$/, "a") : masculine);
  switch (code) {
    case 1: return feminine ? "crua" : "cru";
    case 2: return g("cozido");
    case 3: return g("grelhado");
    case 4: return g("assado");
    case 5: return g("frito");
    case 6: return "à milanesa";
    case 7: return g("refogado");
    case 8: return "ao molho vermelho";
    case 9: return "ao molho branco";
    case 10: return "ao alho e óleo";
    case 11: return "com manteiga ou óleo";
    case 12: return "ao vinagrete";
    case 13: return g("ensopado");
    case 14: return "em mingau";
    case 15: return "em sopa";
    default: return "";
  }
}

/** Other words people use for a preparation, for matching ("na brasa", "guisado"). */
export const PREPARATION_SYNONYMS: Readonly<Record<number, readonly string[]>> = {
  2: ["cozido"],
  3: ["grelhado", "na brasa", "churrasco", "assado na brasa"],
  4: ["assado"],
  5: ["frito"],
  6: ["a milanesa", "empanado"],
  7: ["refogado"],
  8: ["ao molho", "com molho de tomate", "ao sugo"],
  9: ["ao molho branco"],
  13: ["ensopado", "guisado"],
  15: ["sopa"],
};
