/**
 * Password hashes: Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane), in the standard
 * PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. The parameters travel with each hash, so
 * they can be raised later; `needsRehash` tells the login to replace a hash made with weaker
 * ones, including the scrypt hashes of earlier builds (./legacy-scrypt.ts).
 * In db/ rather than a module: the seed writes hashes, and db/ imports nothing from modules/.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { SCRYPT_PREFIX, verifyLegacyScrypt } from "./legacy-scrypt";

/** `Algorithm.Argon2id`: the package exports a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;
const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Refuse stored parameters beyond these: a corrupt or hostile row must not exhaust the node. */
const MAX = { memoryCost: 262_144, timeCost: 10, parallelism: 8 } as const;
const PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

export async function hashPassword(plain: string): Promise<string> {
  return hash(plain.normalize("NFC"), { algorithm: ARGON2ID, ...COST });
}

function argon2Params(stored: string) {
  const match = PHC.exec(stored);
  if (!match) return null;
  const [memoryCost, timeCost, parallelism] = match.slice(1, 4).map(Number) as [
    number,
    number,
    number,
  ];
  if (memoryCost > MAX.memoryCost || timeCost > MAX.timeCost || parallelism > MAX.parallelism)
    return null;
  return { memoryCost, timeCost, parallelism };
}

/** False for a wrong password and for a malformed stored value; never throws for either. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  if (stored.startsWith(`${SCRYPT_PREFIX}$`)) return verifyLegacyScrypt(plain, stored);
  if (!argon2Params(stored)) return false;
  try {
    return await verify(stored, plain.normalize("NFC"));
  } catch {
    return false; // a stored value the library cannot read is a failed match, not a crash
  }
}

/** True when the stored hash is not Argon2id at the current parameters (or stronger). */
export function needsRehash(stored: string): boolean {
  const params = argon2Params(stored);
  if (!params) return true;
  return (
    params.memoryCost < COST.memoryCost ||
    params.timeCost < COST.timeCost ||
    params.parallelism < COST.parallelism
  );
}
