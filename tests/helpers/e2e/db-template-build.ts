/**
 * `tsx tests/helpers/e2e/db-template-build.ts <dir>`: an embedded database in <dir>, migrated and
 * seeded with the demo data the way server/server.ts does it on an empty DATA_DIR, then closed
 * cleanly. db-template.ts runs it in a process of its own (the test workers never load PGlite).
 *
 * Only migrations and the seed: the keys a server creates at its first start (access token
 * secret, password RSA pair, VAPID pair) are left out, so every test server still makes its own
 * and a token of one server means nothing to another, as before.
 */
import { openDatabase } from "../../../server/db/client";
import { migrateDatabase } from "../../../server/db/migrate";
import { seedDemo } from "../../../server/db/seed/demo";

const dir = process.argv[2];
if (!dir) throw new Error("usage: db-template-build.ts <dir>");
const database = await openDatabase({ dataDir: dir });
try {
  await migrateDatabase(database);
  const { seeded } = await seedDemo(database.db);
  if (!seeded) throw new Error(`${dir} was not empty`);
} finally {
  await database.close();
}
