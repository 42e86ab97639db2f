/** The HTTP contract: zod schemas and inferred types. Client code: `import type` only. */
export * from "./common";
export * from "./health";
export * from "./auth";
export * from "./portal";
export * from "./organization";
export * from "./admin";
