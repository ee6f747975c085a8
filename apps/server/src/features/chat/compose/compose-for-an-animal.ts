import { ANIMAL_ATE } from "../understand/for-an-animal";

/** Food for a pet: the vet's field, with the foods of ours that commonly harm dogs and cats. */
export function composeForAnAnimal(folded: string): string {
  return [
    ...(ANIMAL_ATE.test(folded) ? ["**Se o seu bicho já comeu algo que pode fazer mal, ligue agora para um veterinário ou leve a uma clínica veterinária:** não espere aparecerem sinais.", ""] : []),
    "Alimentação de animais é com o **veterinário**: eu oriento a alimentação de pessoas, e o que serve para nós nem sempre serve para eles.",
    "",
    "Vários alimentos nossos fazem mal a cães e gatos, como **chocolate, uva e uva-passa, cebola e alho, abacate, xilitol (adoçante), macadâmia, café e bebida alcoólica**. Na dúvida, não ofereça e pergunte ao veterinário.",
  ].join("\n");
}
