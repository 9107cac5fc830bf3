import type { Page } from '@playwright/test';

/**
 * What a chosen view (platform cookie) or a longer header (signed in, staff) may never do to a page, as readable
 * lines: scroll sideways, lay text over text, cut the shop's name short, or wrap a button's label inside the button.
 * `within` narrows the text and button checks to one area (e.g. "header"); the sideways scroll is the page's.
 */
export const layoutBreaks = (page: Page, within = 'body'): Promise<string[]> =>
  page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.querySelector(selector);
    if (!root) return [`nothing matches ${selector}`];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`scrolls sideways: ${document.documentElement.scrollWidth} px wide in a ${window.innerWidth} px window`);

    // Every visible run of text, as the boxes its lines occupy (visually hidden text is left out).
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== 'hidden';
    };
    const runs: Array<{ text: string; element: Element; boxes: DOMRect[] }> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text === '' || !parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
      if (boxes.length > 0) runs.push({ text, element: parent, boxes });
    }
    // A line's box is its font's whole height (accents and descenders included): lines set tight (line-height 1)
    // touch without covering each other, so text covers text when the middle halves of the boxes meet.
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom - a.height / 4, b.bottom - b.height / 4) > Math.max(a.top + a.height / 4, b.top + b.height / 4);
    for (let i = 0; i < runs.length; i += 1)
      for (let j = i + 1; j < runs.length; j += 1) {
        const [a, b] = [runs[i], runs[j]];
        if (a && b && a.boxes.some((box) => b.boxes.some((other) => overlaps(box, other))))
          found.push(`"${a.text.slice(0, 30)}" overlaps "${b.text.slice(0, 30)}"`);
      }
    // Text that runs out of the box that clips it (a name cut to "Bohne & H…").
    for (const run of runs) {
      const clip = run.element;
      if (getComputedStyle(clip).overflowX !== 'visible' && clip.scrollWidth > clip.clientWidth + 1)
        found.push(`"${run.text.slice(0, 30)}" is cut short (${clip.scrollWidth} px in ${clip.clientWidth} px)`);
    }
    // A button's label on one line.
    for (const button of root.querySelectorAll('button, .button, input[type="submit"]')) {
      if (!shown(button)) continue;
      const lines = runs.filter((run) => button.contains(run.element)).flatMap((run) => run.boxes);
      const below = (a: DOMRect, b: DOMRect) => b.top >= a.bottom - 1;
      if (lines.some((a) => lines.some((b) => below(a, b))))
        found.push(`the label "${button.textContent?.trim().slice(0, 30) ?? ''}" wraps inside its button`);
    }
    return found;
  }, within);
