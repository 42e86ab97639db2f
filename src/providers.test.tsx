import { QueryClient, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "./lib/i18n";
import { AppProviders } from "./providers";

// The persisted cache's restore; here it hands back what IndexedDB would hold.
const restore = vi.hoisted(() => ({ release: () => {}, stopSaving: vi.fn() }));
vi.mock("./lib/query-restore", () => ({
  restoreAndPersist: async (queryClient: QueryClient) => {
    await new Promise<void>((resolve) => (restore.release = resolve));
    queryClient.setQueryData(["user"], "홍길동 (saved)");
    return restore.stopSaving;
  },
}));

function UserName({ fetchUser }: { fetchUser: () => Promise<string> }) {
  const user = useQuery({ queryKey: ["user"], queryFn: fetchUser, staleTime: Infinity });
  return <p>{user.data ?? "…"}</p>;
}

beforeAll(() => i18n.loadAndActivate({ locale: "ko", messages: {} }));
afterEach(() => vi.clearAllMocks());

describe("AppProviders", () => {
  it("paints at once and asks the server only after the persisted cache is restored", async () => {
    const fetchUser = vi.fn(async () => "홍길동 (server)");
    const view = render(
      <AppProviders queryClient={new QueryClient()}>
        <UserName fetchUser={fetchUser} />
      </AppProviders>,
    );
    expect(screen.getByText("…")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchUser).not.toHaveBeenCalled();

    restore.release();
    expect(await screen.findByText("홍길동 (saved)")).toBeTruthy();
    expect(fetchUser).not.toHaveBeenCalled(); // fresh enough: the saved answer is shown as it is
    view.unmount();
    expect(restore.stopSaving).toHaveBeenCalledTimes(1);
  });

  it("without persistence, queries fetch at once", async () => {
    const fetchUser = vi.fn(async () => "홍길동 (server)");
    render(
      <AppProviders queryClient={new QueryClient()} persist={false}>
        <UserName fetchUser={fetchUser} />
      </AppProviders>,
    );
    expect(await screen.findByText("홍길동 (server)")).toBeTruthy();
  });
});
