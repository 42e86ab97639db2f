import type { Locator } from "@playwright/test";

/**
 * Texts the page draws cut: an element holding text of its own that is clipped (overflow other
 * than visible, or an ellipsis) while its content is wider or taller than its box, or that starts
 * on the screen and reaches past its right edge. Visually hidden texts (1 px boxes for screen readers) and texts
 * drawn at size 0 (an icon's accessible name) are not drawn, so they do not count.
 */
export function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const cut: string[] = [];
    for (const element of [root, ...Array.from(root.querySelectorAll<HTMLElement>("*"))]) {
      const own = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!own || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || parseFloat(style.fontSize) === 0) continue;
      const clipped = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      const overflows =
        element.scrollWidth > element.clientWidth + 1 ||
        element.scrollHeight > element.clientHeight + 1;
      // Straddling the right edge; wholly beyond it is another page of a horizontal pager.
      const pastEdge = box.left < window.innerWidth && box.right > window.innerWidth + 1;
      if ((clipped && overflows) || pastEdge) cut.push(element.textContent!.trim().slice(0, 60));
    }
    return cut;
  });
}
