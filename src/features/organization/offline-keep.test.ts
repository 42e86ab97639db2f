import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chartQuery, departmentMembersQuery } from "./api";

/** Answers every fetch with `body` in the API's envelope, or fails like a device offline. */
function network(body: unknown | Error) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (body instanceof Error) throw body;
      return new Response(JSON.stringify({ status: 200, code: "OK", message: "", result: body }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("organisation chart reads offline (issue 12)", () => {
  it("keep the chart and the members seen online when a refetch fails", async () => {
    const client = new QueryClient();
    const chart = { organizationList: [{ id: 1, name: "한빛홀딩스", parentId: null }] };
    const people = [{ employeeNo: "1", name: "우경별" }];
    network(chart);
    await client.fetchQuery(chartQuery(1));
    network({ deptUsers: people });
    await client.fetchQuery(departmentMembersQuery(1, 1));

    network(new TypeError("Failed to fetch"));
    await client.refetchQueries();
    expect(client.getQueryData(chartQuery(1).queryKey)).toEqual(chart);
    expect(client.getQueryData(departmentMembersQuery(1, 1).queryKey)).toEqual(people);
  });

  it("are not cached as empty successes when nothing was seen, so the next visit asks again", async () => {
    const client = new QueryClient();
    network(new TypeError("Failed to fetch"));
    await expect(client.fetchQuery(chartQuery(2))).rejects.toThrow();
    await expect(client.fetchQuery(departmentMembersQuery(2, 1))).rejects.toThrow();
    for (const key of [chartQuery(2).queryKey, departmentMembersQuery(2, 1).queryKey]) {
      expect(client.getQueryState(key)).toMatchObject({ status: "error", data: undefined });
    }

    const chart = { organizationList: [{ id: 5, name: "다온물산", parentId: null }] };
    network(chart);
    // A fresh chart query (staleTime 10 min) would not refetch a cached success; an error it does.
    await expect(client.fetchQuery(chartQuery(2))).resolves.toEqual(chart);
  });
});
