import axe from 'axe-core';
import { expect } from 'vitest';

/** Asserts that axe-core finds no WCAG A/AA violation in the rendered element (jsdom cannot judge colour contrast). */
export const expectNoAxeViolations = async (element: Element): Promise<void> => {
  const result = await axe.run(element, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
};
