import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import type { ImportResult } from "../api";
import { ImportPage } from "./ImportPage";

const runImport = vi.hoisted(() => vi.fn());
vi.mock("../api", () => ({ runImport }));
afterEach(() => runImport.mockReset());

const summary = {
  rows: 2,
  people: 2,
  accountsCreated: 2,
  accountsUpdated: 0,
  jobsCreated: 2,
  jobsUpdated: 0,
  departmentsCreated: 1,
  jobsDeactivated: 0,
  accountsDeactivated: 0,
};
const result = (over: Partial<ImportResult>): ImportResult => ({
  mode: "dry-run",
  applied: false,
  problemCount: 0,
  problems: [],
  summary,
  elapsedMs: 5,
  ...over,
});

async function chooseFile() {
  const file = new File(["account_id,name\n"], "people.csv", { type: "text/csv" });
  fireEvent.change(await screen.findByLabelText("CSV file"), { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole("button", { name: "Check" })).toBeEnabled());
}

describe("ImportPage", () => {
  it("lists the dry run's problems by row and column and offers no apply", async () => {
    runImport.mockResolvedValue(
      result({
        problemCount: 1,
        problems: [{ row: 3, column: "email", code: "BAD_EMAIL", value: "nope" }],
      }),
    );
    await renderUi(<ImportPage />, { router: true });
    await chooseFile();
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    const table = await screen.findByRole("table", { name: "Problems" });
    expect(table).toHaveTextContent("3emailNot a valid e-mail addressnope");
    expect(screen.getByText("1 problems: nothing was changed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(runImport).toHaveBeenCalledWith("account_id,name\n", "dry-run", false);
  });

  it("applies a clean file after its dry run and shows the summary", async () => {
    runImport.mockResolvedValueOnce(result({}));
    runImport.mockResolvedValueOnce(result({ mode: "apply", applied: true }));
    await renderUi(<ImportPage />, { router: true });
    await chooseFile();
    fireEvent.click(screen.getByLabelText("Deactivate people who are not in the file"));
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByText("No problems. You can apply the file.");
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("Applied.");
    expect(screen.getByText("New accounts 2, changed accounts 0")).toBeInTheDocument();
    expect(runImport).toHaveBeenLastCalledWith("account_id,name\n", "apply", true);
  });
});
