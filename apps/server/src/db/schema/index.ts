export * from "./users";
export * from "./nutritional-profiles";
export * from "./auth-codes";
export * from "./settings";
export * from "./subscriptions";
export * from "./usage-counters";
export * from "./calorie-calculations";
