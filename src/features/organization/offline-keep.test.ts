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

  it("still resolve empty, without an error, when nothing was seen", async () => {
    const client = new QueryClient();
    network(new TypeError("Failed to fetch"));
    await expect(client.fetchQuery(chartQuery(2))).resolves.toEqual({ organizationList: [] });
    await expect(client.fetchQuery(departmentMembersQuery(2, 1))).resolves.toEqual([]);
  });
});
