import { beforeEach, describe, expect, it, vi } from "vitest";

// What the client part does, in order; the build, the server and the browsers are stand-ins.
const steps: string[] = [];

vi.mock("node:child_process", () => ({
  spawnSync: (_node: string, args: string[]) => {
    steps.push(args[0] === "scripts/start.mjs" ? "build dist" : "measure home JS");
    return { status: 0, stdout: "home route initial JS: 72.8 KB gzip (72841 bytes)" };
  },
}));
vi.mock("../tests/helpers/server-bundle", () => ({
  bundleServer: async () => {
    steps.push("bundle the server");
    return "server.mjs";
  },
}));
vi.mock("../tests/helpers/e2e/offline-server", () => ({
  OwnServer: class {
    baseURL = "http://127.0.0.1:1";
    start = async () => void steps.push("start the server");
    dispose = async () => void steps.push("stop the server");
  },
}));
vi.mock("./paint", () => ({ benchPaint: async () => (steps.push("paint"), []) }));
vi.mock("./lighthouse", () => ({ benchLighthouse: async () => (steps.push("lighthouse"), []) }));

const { benchClient } = await import("./client");
const options = { port: 1, lighthouse: true, paint: true, lighthouseRuns: 1, paintRepeats: 1 };

describe("the bench's client part", () => {
  beforeEach(() => void steps.splice(0));

  it("bundles the server from the sources before it starts one (a fresh clone has no bundle)", async () => {
    await benchClient(options);
    expect(steps).toEqual([
      "build dist",
      "measure home JS",
      "bundle the server",
      "start the server",
      "lighthouse",
      "paint",
      "stop the server",
    ]);
  });

  it("starts no server, and bundles none, when neither browser part runs", async () => {
    await benchClient({ ...options, lighthouse: false, paint: false });
    expect(steps).toEqual(["build dist", "measure home JS"]);
  });
});
