import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import type { User } from "../../../platform/user/query";
import { IdentityCard } from "./IdentityCard";

const user = (over: Partial<User>) =>
  ({
    name: "홍길동",
    accountId: "demo",
    departmentName: "인사팀",
    position: "과장",
    duty: "팀장",
    ...over,
  }) as User;

describe("IdentityCard", () => {
  it("shows name, accountId, department, position and duty", async () => {
    await renderUi(<IdentityCard user={user({})} loading={false} />);
    const card = screen.getByRole("region", { name: "My information" });
    expect(card).toHaveTextContent("홍길동");
    expect(card).toHaveTextContent("demo");
    expect(card).toHaveTextContent("인사팀");
    expect(card).toHaveTextContent("과장 · 팀장");
  });

  it("shows '-' as empty", async () => {
    await renderUi(
      <IdentityCard
        user={user({ departmentName: "-", position: "-", duty: "-" })}
        loading={false}
      />,
    );
    const card = screen.getByRole("region", { name: "My information" });
    expect(card).not.toHaveTextContent("-");
    expect(card).toHaveTextContent("홍길동 demo");
    // The lines stay (empty), so the card keeps its height.
    expect(card.querySelectorAll("p")).toHaveLength(3);
  });

  it("shows '-' duty only as the position", async () => {
    await renderUi(<IdentityCard user={user({ duty: "-" })} loading={false} />);
    expect(screen.getByRole("region", { name: "My information" })).toHaveTextContent(/과장$/);
  });

  it("loading: a hidden placeholder of the same box", async () => {
    const { container } = await renderUi(<IdentityCard user={undefined} loading />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });
});
