/** What other features may use of meal plans: changing a saved plan in place (redraw, repeat, reshape, dishes), which the chat offers in conversation. */
export { redrawPlanMeal, type TRedraw } from "./meal-plans.redraw";
export { putPlanDishes, type TDishAsk, type TPutDishes } from "./meal-plans.put-dish";
export { repeatPlanMeal, type TRepeated } from "./meal-plans.repeat";
export { planMealSlots } from "./meal-plans.slots";
export { reshapePlan, type TReshapeAsk, type TReshaped } from "./meal-plans.reshape";
export { adjustPlan, type TAdjustAsk, type TAdjusted } from "./meal-plans.adjust";
