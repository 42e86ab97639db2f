// First setup file of the Vitest "client" project: each test file runs in a VM context whose
// global is jsdom's window, and that window's crypto has no `subtle`, which browsers (and the app)
// have. Node's Web Crypto stands in. Here, not in client/setup.ts: it needs Node's types.
import { webcrypto } from "node:crypto";

if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
}
