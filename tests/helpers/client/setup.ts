// Setup for the Vitest "client" project (jsdom): jest-dom matchers, an in-memory IndexedDB and a
// DOM cleanup after every test.
import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
import { webcrypto } from "node:crypto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Each file runs in its own VM context whose global is jsdom's window; that window's crypto has
// no `subtle`, which browsers (and the app) have. Node's Web Crypto stands in.
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, "crypto", { value: webcrypto, configurable: true });
}

// findBy*/waitFor give up after 1 s by default, too short on a loaded CI machine; a real
// failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
