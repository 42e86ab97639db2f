import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "./lib/locale";
import { CACHE_LANGUAGES } from "./sw/api-routes";
import { menuQuery } from "./features/menu/api";
import { eventHolidayQuery } from "./features/schedule/api";
import { weatherQuery } from "./features/weather/api";

const setCookie = (locale: string) => (document.cookie = `locale=${locale}; path=/`);
afterEach(() => setCookie("ko"));

/**
 * The server translates menu names, calendar titles and weather regions. What the cache (and
 * the persisted copy of it) holds in one language must not be shown after a switch to another.
 */
describe("server-translated lists in the query cache", () => {
  const keys: ReadonlyArray<[string, () => readonly unknown[]]> = [
    ["menu", () => menuQuery("WORK").queryKey],
    ["weather", () => weatherQuery().queryKey],
    ["schedule", () => eventHolidayQuery(2026, 1).queryKey],
  ];

  it.each(keys)("%s: a list seen in Korean is not the English one", (_root, key) => {
    const client = new QueryClient();
    setCookie("ko");
    client.setQueryData(key(), [{ name: "전자결재" }]);
    setCookie("en");
    expect(client.getQueryData(key())).toBeUndefined();
    setCookie("ko");
    expect(client.getQueryData(key())).toEqual([{ name: "전자결재" }]);
  });
});

it("the worker keeps copies for every language the app has", () => {
  expect(CACHE_LANGUAGES).toEqual(LOCALES);
});
