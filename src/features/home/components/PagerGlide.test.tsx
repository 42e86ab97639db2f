import { act, render } from "@testing-library/react";
import { createRef } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MenuTab } from "../../../lib/menu-tab";
import PagerGlide from "./PagerGlide";

const WIDTH = 390;

// prefers-reduced-motion as the device says it, read at each change.
let reduce = false;
beforeAll(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduced-motion") && reduce,
    media: query,
  }));
});
afterAll(() => vi.unstubAllGlobals());

function renderPager() {
  const pagerRef = createRef<HTMLDivElement>();
  const view = render(<div ref={pagerRef} />);
  const pager = pagerRef.current!;
  Object.defineProperty(pager, "clientWidth", { value: WIDTH });
  Object.defineProperty(pager, "scrollLeft", { value: 0, writable: true });
  const show = (tab: MenuTab) =>
    act(() => {
      view.rerender(
        <div ref={pagerRef}>
          <PagerGlide pagerRef={pagerRef} tab={tab} />
        </div>,
      );
    });
  return { pager, show, view };
}

describe("PagerGlide", () => {
  it("glides to the selected list over several frames, snapping off meanwhile", async () => {
    const { pager, show } = renderPager();
    await show(0);
    expect(pager).toHaveAttribute("data-glide");
    await show(1);
    expect(pager.scrollLeft).toBeLessThan(WIDTH); // not there at once
    expect(pager.style.scrollSnapType).toBe("none");
    await vi.waitFor(() => expect(Math.round(pager.scrollLeft)).toBe(WIDTH), { timeout: 3000 });
    await vi.waitFor(() => expect(pager.style.scrollSnapType).toBe(""));
  });

  it("under prefers-reduced-motion the list is there at once, no animation", async () => {
    reduce = true;
    const { pager, show } = renderPager();
    await show(0);
    await show(2);
    expect(pager.scrollLeft).toBe(2 * WIDTH);
    expect(pager.style.scrollSnapType).toBe("");
  });
});
