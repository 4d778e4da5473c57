export * from "./lists";
export * from "./auth";
export * from "./messages";
