import { afterEach, describe, expect, it } from 'vitest';
import { describeTarget } from '../../../adapters/browser/web-vitals-field-metrics';
import { islandOfTarget } from '../../../core/field-metrics/field-metric-event';

describe('the target a field metric names', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('starts at the nearest island around the element, so the report names that island', () => {
    document.body.innerHTML =
      '<header class="site-header"><div id="island-2" class="island" data-island="customer-session">' +
      '<div class="header-account"><button class="button header-account__signin">Anmelden</button></div></div></header>';
    const button = document.querySelector('button');
    const target = describeTarget(button);
    expect(target).toBe('[data-island="customer-session"] div.header-account>button.button.header-account__signin');
    expect(islandOfTarget(target)).toBe('customer-session');
    expect(document.querySelector(target ?? '')).toBe(button);
  });

  it('names the element of a text node, and stops at an element with an id', () => {
    document.body.innerHTML = '<main id="main"><section class="hero"><h1 class="hero__title">Kaffee</h1></section></main>';
    const text = document.querySelector('h1')?.firstChild ?? null;
    const target = describeTarget(text);
    expect(target).toBe('main#main>section.hero>h1.hero__title');
    expect(islandOfTarget(target)).toBeUndefined();
  });

  it('names nothing when the browser gives no element', () => {
    expect(describeTarget(null)).toBeUndefined();
  });
});
