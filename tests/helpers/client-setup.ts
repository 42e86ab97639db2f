// Setup for the Vitest "client" project (jsdom): jest-dom matchers, an in-memory IndexedDB and a
// DOM cleanup after every test.
import "@testing-library/jest-dom/vitest";
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});
