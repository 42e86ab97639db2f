import { act, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import type { WeatherItem } from "../api";
import WeatherRotator from "./WeatherRotator";

const ITEMS: WeatherItem[] = [
  {
    region: "서울",
    weatherIconName: "맑음",
    todayTemperature: 12.5,
    temperatureComparedToYesterday: 0,
    asOf: null,
    stale: false,
  },
  {
    region: "부산",
    weatherIconName: "비",
    todayTemperature: 16,
    temperatureComparedToYesterday: 2,
    asOf: null,
    stale: false,
  },
  {
    region: "강릉",
    weatherIconName: "눈",
    todayTemperature: -1.5,
    temperatureComparedToYesterday: -3,
    asOf: null,
    stale: false,
  },
];

// Catalogs load with real timers; each test then fakes them before rendering.
beforeAll(async () => {
  await activateLocale("ko");
  await activateLocale("en");
});
afterEach(() => vi.useRealTimers());

const line = () => screen.getByRole("region", { name: /^(Weather|날씨)$/ }).querySelector("p");

describe("WeatherRotator", () => {
  it("shows one item at a time and moves on every 3000 ms, wrapping around", async () => {
    vi.useFakeTimers();
    await renderUi(<WeatherRotator items={ITEMS} loading={false} />);
    const region = screen.getByRole("region", { name: "Weather" });
    expect(region.querySelectorAll("p")).toHaveLength(1);
    expect(line()).toHaveTextContent("12.5°C서울Same as yesterday");

    act(() => vi.advanceTimersByTime(2999));
    expect(line()).toHaveTextContent("서울");
    act(() => vi.advanceTimersByTime(1));
    expect(line()).toHaveTextContent("16°C부산2°C higher than yesterday");
    act(() => vi.advanceTimersByTime(3000));
    expect(line()).toHaveTextContent("-1.5°C강릉3°C lower than yesterday");
    act(() => vi.advanceTimersByTime(3000));
    expect(line()).toHaveTextContent("서울");
    expect(region.querySelectorAll("p")).toHaveLength(1);
  });

  // The first NumberFormat of a page loads its locale's data: a long task after home's first paint.
  it("writes its temperatures without Intl.NumberFormat", async () => {
    // `format` is an accessor that hands out a bound function: its getter sees every use.
    const prototype = Intl.NumberFormat.prototype as unknown as { format: unknown };
    const format = vi.spyOn(prototype, "format", "get");
    const formatter = vi.spyOn(Intl, "NumberFormat");
    vi.useFakeTimers();
    await renderUi(<WeatherRotator items={ITEMS} loading={false} />);
    act(() => vi.advanceTimersByTime(6000));
    expect(line()).toHaveTextContent("-1.5°C강릉3°C lower than yesterday");
    expect(formatter).not.toHaveBeenCalled();
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
    formatter.mockRestore();
  });

  it("is not a live region (no announcement every 3 s)", async () => {
    await renderUi(<WeatherRotator items={ITEMS} loading={false} />);
    expect(line()!.parentElement).toHaveAttribute("aria-live", "off");
  });

  it("labels the icon with the translated condition; unknown names keep theirs", async () => {
    vi.useFakeTimers();
    await renderUi(
      <WeatherRotator
        items={[
          { ...ITEMS[0]!, weatherIconName: "천둥번개" },
          { ...ITEMS[0]!, weatherIconName: "폭염" },
        ]}
        loading={false}
      />,
    );
    const icon = screen.getByRole("img", { name: "Thunderstorm" });
    expect(icon.querySelector("use")).toHaveAttribute("href", "/images/weather.svg#thunder");
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole("img", { name: "폭염" }).querySelector("use")).toHaveAttribute(
      "href",
      "/images/weather.svg#unknown",
    );
  });

  it("comparison texts in Korean: 0, +2, -3", async () => {
    vi.useFakeTimers();
    await renderUi(<WeatherRotator items={ITEMS} loading={false} />, { locale: "ko" });
    expect(line()).toHaveTextContent("어제와 같음");
    act(() => vi.advanceTimersByTime(3000));
    expect(line()).toHaveTextContent("어제보다 2°C 높음");
    act(() => vi.advanceTimersByTime(3000));
    expect(line()).toHaveTextContent("어제보다 3°C 낮음");
  });

  it("a single item does not rotate; loading keeps the box with a placeholder", async () => {
    vi.useFakeTimers();
    const { rerender } = await renderUi(<WeatherRotator items={undefined} loading />);
    expect(screen.getByRole("region", { name: "Weather" })).toHaveAttribute("aria-busy", "true");
    expect(line()).toBeNull();
    rerender(<WeatherRotator items={[ITEMS[1]!]} loading={false} />);
    act(() => vi.advanceTimersByTime(9000));
    expect(line()).toHaveTextContent("부산");
  });
});
