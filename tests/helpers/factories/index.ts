/**
 * Factories: each server suite creates the rows it asserts on instead of reading the demo seed,
 * so an edit of the seed cannot break it and tests of one file do not lean on each other's rows.
 *   const company = await createCompany(t.app.db);
 *   const user = await createUser(t.app.db, { companyId: company.id });
 *   const caller = await signIn(t.app, user);
 */
export * from "./admin";
export * from "./figures";
export * from "./organization";
export * from "./people";
export * from "./portal";
export { uniqueName } from "./unique";
