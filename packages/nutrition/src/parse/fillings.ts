/** Foods named by what is inside them ("pizza de frango", "pastel de carne", "coxinha de frango"). */
const FILLED = /^(pizza|pizzas|pastel|pasteis|pastelzinho|coxinha|coxinhas|esfiha|esfihas|esfirra|esfirras|empada|empadinha|calzone) de /;
/** What goes inside a filled food with the first filling, never a side of its own. */
const SECOND_FILLINGS = new Set([
  "catupiry", "requeijao", "cheddar", "queijo", "mussarela", "mucarela", "muzzarela", "cream cheese", "milho", "palmito", "bacon",
  "azeitona", "tomate", "cebola", "oregano", "presunto", "calabresa", "ovo", "brocolis", "chocolate", "doce de leite", "banana", "goiabada",
]);

/** "pizza de frango com catupiry", "pastel de carne com queijo": the second filling belongs to the same food. */
export function isSecondFilling(left: string, right: string, connector: string): boolean {
  return connector === "com" && FILLED.test(left) && SECOND_FILLINGS.has(right);
}
