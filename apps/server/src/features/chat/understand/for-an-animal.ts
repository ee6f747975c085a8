/**
 * "meu cachorro pode comer abacate?", "posso dar banana pro meu gato?": food for a pet, which is the vet's, never a
 * person's food question. A "cachorro-quente" is a sandwich; "frango a passarinho" and "bife a cavalo" are dishes.
 */
const ANIMAL = /\b(?:cachorr\w*(?! quente)|cao|caes|cadel\w*|gat[oa]s?|gatinh[oa]s?|pet|pets|calopsitas?|papagaios?|periquitos?|coelh\w*|hamsters?|(?<!\ba )(?:passarinhos?|cavalos?)|filhote de (?:cachorro|gato))\b/;
const WHOSE = /\b(?:meu|minha|meus|minhas|pro|pra|pros|pras|para o|para a|ao|aos|do|da|o|a|os|as|nosso|nossa|seu|sua)\s+(?:\w+\s+)?$/;

/** A meal of the person's own told beside the animal ("o gato do vizinho é lindo, almocei arroz"). */
const OWN_MEAL = /\b(comi|almocei|jantei|lanchei|tomei|bebi|belisquei)\b/;

/** The message asks about an animal's food. */
export function asksForAnAnimal(folded: string): boolean {
  if (OWN_MEAL.test(folded)) return false;
  const said = ANIMAL.exec(folded);
  return said !== null && WHOSE.test(folded.slice(0, said.index));
}

/** The animal already ate it ("meu cachorro comeu chocolate"): the vet now, not later. */
export const ANIMAL_ATE = /\b(comeu|engoliu|lambeu|mordeu|pegou)\b/;
