export * from "./enums";
