import { describe, expect, it } from "vitest";
import { compareWithYesterday } from "./comparison";

describe("compareWithYesterday", () => {
  it.each([
    [0, { kind: "same" }],
    [-0, { kind: "same" }],
    [0.04, { kind: "same" }],
    [2, { kind: "higher", value: 2 }],
    [-3, { kind: "lower", value: 3 }],
    [1.5, { kind: "higher", value: 1.5 }],
    [-2.34, { kind: "lower", value: 2.3 }],
  ])("%s -> %o", (delta, expected) => {
    expect(compareWithYesterday(delta)).toEqual(expected);
  });

  it.each([null, undefined, NaN, Infinity])("%s gives nothing", (delta) => {
    expect(compareWithYesterday(delta)).toBeNull();
  });
});
