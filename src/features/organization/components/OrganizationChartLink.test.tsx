import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale, i18n, loadWholeCatalog } from "../../../lib/i18n";
import { setNativeUrlOpener } from "../../../platform/native/open-external";
import { openOrganizationChart } from "../open-organization";
import { OrganizationChartLink } from "./OrganizationChartLink";

const chartUrl = `${window.location.origin}/OrganizationView`;

const renderLink = () =>
  render(
    <I18nProvider i18n={i18n}>
      <OrganizationChartLink />
    </I18nProvider>,
  );

beforeEach(async () => {
  await activateLocale("ko");
  await loadWholeCatalog(); // the link is not part of Main's first paint
});
afterEach(() => {
  document.cookie = "gp_app=; max-age=0";
  setNativeUrlOpener(undefined);
  vi.restoreAllMocks();
});

describe("OrganizationChartLink", () => {
  it("on the web: a link to the chart that opens a new window and says so", () => {
    renderLink();
    const link = screen.getByRole("link", { name: /^조직도\s*\(새 창\)$/ });
    expect(link).toHaveAttribute("href", chartUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("in the app: the shell opens the mobile web address and the page stays", () => {
    document.cookie = "gp_app=1";
    const opener = vi.fn();
    setNativeUrlOpener(opener);
    renderLink();
    const link = screen.getByRole("link", { name: "조직도" });
    expect(link).not.toHaveAttribute("target");
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(opener).toHaveBeenCalledWith(chartUrl);
  });

  it("in English the link reads Organization chart", async () => {
    await activateLocale("en");
    await loadWholeCatalog();
    renderLink();
    expect(
      screen.getByRole("link", { name: /^Organization chart\s*\(opens in a new tab\)$/ }),
    ).toBeInTheDocument();
  });
});

describe("openOrganizationChart", () => {
  it("opens the chart in a new window without an opener on the web", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openOrganizationChart();
    expect(open).toHaveBeenCalledWith(chartUrl, "_blank", "noopener,noreferrer");
  });
});
