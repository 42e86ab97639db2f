import { tokenStore } from "../../lib/token-store";
import { identityFromToken, type Identity } from "./identity";

/**
 * Who is signed in, as this page's token store knows it (its memory cache in front of IndexedDB,
 * which also keeps the session where IndexedDB is unavailable). The page's question.
 */
export async function readIdentity(): Promise<Identity | undefined> {
  return identityFromToken(await tokenStore.get("access"));
}

/**
 * Who is signed in, read from IndexedDB on every call rather than remembered: a logout or company
 * switch in any tab is seen at once, even by a worker that just woke up. The worker's question;
 * undefined when nothing is readable, so nothing is served from or written to a user cache.
 */
export async function readSignedInIdentity(): Promise<Identity | undefined> {
  return identityFromToken((await tokenStore.readStored()).access);
}
