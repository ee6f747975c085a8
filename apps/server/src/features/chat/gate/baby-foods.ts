import type { TUnderstanding } from "../understand/understand";
import type { TUserFacts } from "../understand/user-facts";

/**
 * A baby's food asked in any words, where a card or a generic answer would harm (issue 27): honey before one year
 * ("posso dar um pouquinho de mel com limão pra ela?" after "minha filha tem 8 meses"), water or tea before six months
 * on the breast, the milk left in the bottle. What to do instead and when to see the paediatrician; never a card.
 */
const UNDER_ONE = /\b([1-9]|1[01]) (meses|mes|mesinhos)\b|\brecem nascid[oa]\b/;
const BABY_WORD = /\b(meu|minha|o|a) (bebe|nene|nenem)\b/;
/** A child of a year or more ("de 1 ano e meio", "tem 14 meses"): honey is no longer the botulism risk. */
const ONE_OR_MORE = /\b(tem|de|com) (1[2-9]|[2-9]\d) meses\b|\b(tem|de|com) (1|um|2|dois|3|tres|4|quatro) anos?\b|\b(1|um) ano e\b/;
const UNDER_SIX = /\b([1-5]|um|dois|tres|quatro|cinco) (meses|mes|mesinhos)\b|\brecem nascid[oa]\b|\b(\d+|uma|duas|tres) semanas de vida\b/;
const DRINKS = /\b(agua|aguinha|cha|chazinho|chas|suco|suquinho|agua de coco|camomila|erva doce|funcho)\b/;
const HONEY = /\bmel\b(?! de (engenho|cana))|\bmelzinho\b|\bpropolis\b/;
const NOT_HONEY = /\blua de mel\b/;
const COUGH = /\b(tosse|tossindo|gripe|gripad\w*|resfriad\w*|catarro|garganta|nariz escorrendo)\b/;

function honey(u: TUnderstanding, facts: TUserFacts, said: string): string | null {
  const baby = facts.child?.age === 0 || ((UNDER_ONE.test(said) || BABY_WORD.test(said)) && !ONE_OR_MORE.test(said));
  if (!baby || !HONEY.test(u.folded) || NOT_HONEY.test(u.folded)) return null;
  const cough = COUGH.test(said);
  return [
    "🚫 **Mel não deve ser oferecido a bebês com menos de 1 ano: nem um pouquinho, nem no chá, com limão ou cozido.** O mel pode ter esporos da bactéria do **botulismo**, que o intestino do bebê ainda não consegue barrar; ferver ou misturar não resolve (Sociedade Brasileira de Pediatria e Guia Alimentar para Crianças Menores de 2 Anos). O mesmo vale para própolis e xaropes caseiros com mel.",
    "",
    ...(cough
      ? [
          "**Para a tosse, o que ajuda:** mamar no peito (ou a fórmula) com frequência, água se o bebê já come outros alimentos, soro fisiológico no nariz antes das mamadas e a cabeceira um pouco elevada. Xarope ou remédio, só com o **pediatra**.",
          "",
          "**Procure o pediatra hoje** com febre (qualquer febre antes dos 3 meses), respiração rápida ou com esforço (costelas afundando), chiado, recusa para mamar ou tosse há mais de uma semana. **Lábios arroxeados, pausas na respiração ou muita moleza: ligue 192 (SAMU).**",
        ]
      : ["Para adoçar, use fruta amassada (banana, maçã, mamão); depois de 1 ano o mel deixa de ter esse risco, mas antes dos 2 anos o Guia orienta não oferecer açúcar nem mel. Dúvidas da introdução alimentar: o **pediatra** ou a consulta de puericultura da **UBS**."]),
  ].join("\n");
}

const WATER_BEFORE_SIX = [
  "**Antes dos 6 meses, o bebê que mama no peito precisa só do leite materno: nada de água, chá ou suco, nem no calor.** O leite materno já tem toda a água de que ele precisa (Ministério da Saúde e Sociedade Brasileira de Pediatria). Água e chá enchem o estômago pequeno, fazem mamar menos e trazem risco de contaminação; chás de ervas ainda podem fazer mal.",
  "",
  "- **No calor, ofereça o peito mais vezes**; quem dá fórmula segue a diluição da lata e tira a dúvida da água com o pediatra.",
  "- A água entra a partir dos 6 meses, junto com a comida; suco, só depois de 1 ano.",
  "",
  "**Procure o pediatra hoje** se o bebê fizer bem menos xixi (fralda seca por 6 horas ou mais), tiver a boca seca, chorar sem lágrimas, a moleira afundada, febre ou estiver muito molinho; **muita moleza ou dificuldade para acordar: 192 (SAMU)**.",
].join("\n");

const BOTTLE_LEFT = /\b(sobr\w*|resto|restinho)\b[^|]{0,40}\bmamadeira\b|\bmamadeira\b[^|]{0,40}\b(sobr\w*|resto|restinho|de ontem|da madrugada|da noite)\b/;
const LEFTOVER_BOTTLE = [
  "**Não: o que sobrou na mamadeira depois que o bebê mamou vai para o lixo, não para a próxima mamada.** A saliva do bebê entra no leite e as bactérias se multiplicam em poucas horas, mesmo na geladeira.",
  "",
  "- **Fórmula:** prepare na hora de cada mamada e use em até 1 hora; a que foi preparada e nem chegou à boca do bebê pode ir para a geladeira e ser usada em até 24 horas.",
  "- **Leite materno ordenhado:** na geladeira até 12 horas, no congelador até 15 dias (Rede Brasileira de Bancos de Leite Humano); o que sobrou de uma mamada é descartado.",
  "- Lave mamadeira e bico com água e sabão logo depois do uso.",
  "",
  "Vômitos, diarreia, febre ou moleza no bebê pedem o **pediatra** no mesmo dia.",
].join("\n");

/** Giving to the baby, not the mother's own drink ("posso tomar chá de camomila?" is hers). */
const GIVE = /\b(dar|dou|der|oferecer|ofereco|pra (ele|ela)|pro (bebe|nene|nenem)|pra (bebe|nene|nenem)|(ele|ela|o bebe|a bebe|nene|nenem) (pode|precisa) (tomar|beber))\b/;

/** What a baby must not be given, or given again, asked now; null when the question is of another kind. */
export function babyFoods(u: TUnderstanding, facts: TUserFacts): string | null {
  const said = `${u.earlier ?? ""} | ${u.context ?? ""} | ${u.folded}`;
  const given = honey(u, facts, said);
  if (given) return given;
  const underSix = UNDER_SIX.test(said) && !ONE_OR_MORE.test(said);
  if (underSix && DRINKS.test(u.folded) && GIVE.test(u.folded)) return WATER_BEFORE_SIX;
  // "sobrou leite na mamadeira da madrugada" told alone, or "posso dar de manhã?" after it: never a card of milk.
  if (BOTTLE_LEFT.test(u.folded) || (BOTTLE_LEFT.test(u.context ?? "") && /\b(dar|dou|oferecer|posso|pode|reaproveit\w*|guardar|usar)\b/.test(u.folded))) return LEFTOVER_BOTTLE;
  return null;
}
