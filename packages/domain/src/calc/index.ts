/**
 * The Zod-free helpers, as the `@nutriguia/domain/calc` entry: the web's first screens import them without building
 * any schema (decision 018). The package index re-exports all of them.
 */
export * from "./barcode";
export * from "./bmi";
export * from "./body-measures";
export * from "./chat-limits";
export * from "./completeness";
export * from "./consent";
export * from "./dates";
export * from "./feedback-texts";
export * from "./front-of-pack";
export * from "./macros";
export * from "./meal-names";
export * from "./meal-slot";
export * from "./meal-slots";
export * from "./on-first-use";
export * from "./plans";
export * from "./portion-bounds";
export * from "./pt-br-numbers";
export * from "./sao-paulo-time";
export * from "./target-status";
export * from "./tracking-days";
export * from "./visitors";
