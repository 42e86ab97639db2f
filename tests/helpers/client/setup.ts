// Setup for the Vitest "client" project (jsdom): jest-dom matchers, an in-memory IndexedDB and a
// DOM cleanup after every test.
import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default, too short on a loaded CI machine; a real
// failure still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
