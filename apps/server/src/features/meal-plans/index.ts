/** What other features may use of meal plans: redrawing a meal of a saved plan, which the chat offers in conversation. */
export { redrawPlanMeal, type TRedraw } from "./meal-plans.redraw";
export { putPlanDishes, type TDishAsk, type TPutDishes } from "./meal-plans.put-dish";
