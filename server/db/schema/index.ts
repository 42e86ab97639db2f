/**
 * The whole database schema, one file per domain. `typeof schema` (this module) types the
 * Drizzle handle (server/db/client.ts) and drizzle-kit reads it to generate migrations
 * (`npm run db:generate`).
 */
export type { Translations } from "./columns";
export * from "./enums";
export * from "./organization";
export * from "./people";
export * from "./menus";
export * from "./content";
export * from "./figures";
export * from "./devices";
export * from "./auth";
export * from "./cas";
export * from "./operations";
export * from "./admin";
export * from "./push";
export * from "./relations";
