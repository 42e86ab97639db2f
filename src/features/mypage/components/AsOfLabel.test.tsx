import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { AsOfLabel } from "./AsOfLabel";

// 08:05 wherever the test runs: built from local time, as the label shows it.
const asOf = new Date(2026, 10, 26, 8, 5).toISOString();

beforeAll(async () => {
  await activateLocale("en");
});

afterEach(() => vi.restoreAllMocks());

describe("AsOfLabel", () => {
  it("shows the time of the last feed", async () => {
    await renderUi(<AsOfLabel freshness={{ asOf, stale: false }} />);
    expect(screen.getByText("As of 08:05")).toBeInTheDocument();
  });

  // The label is in the first render of My page's figures: an Intl formatter built there loaded
  // ICU's data, a long task of its own (lib/format/date.ts).
  it("writes the time without building an Intl formatter", async () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    await renderUi(<AsOfLabel freshness={{ asOf, stale: false }} />);
    expect(screen.getByText("As of 08:05")).toBeInTheDocument();
    expect(built).not.toHaveBeenCalled();
  });

  it("marks a stale feed as not current", async () => {
    await renderUi(<AsOfLabel freshness={{ asOf, stale: true }} />);
    expect(screen.getByText("As of 08:05 · not updated since")).toBeInTheDocument();
  });

  it("shows nothing for figures that were never fed", async () => {
    const { container } = await renderUi(<AsOfLabel freshness={{ asOf: null, stale: false }} />);
    expect(container).toHaveTextContent("");
  });
});
