import { afterEach, describe, expect, it } from 'vitest';
import { describeTarget, toFieldMetric } from '../../../adapters/browser/web-vitals-field-metrics';
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

describe('a web-vitals report as a field metric', () => {
  const base = { value: 180, delta: 180, id: 'v6-1', rating: 'good' as const, navigationType: 'navigate' as const, navigationId: 1 };

  it('takes an INP’s target, interaction type and its three phases from the attribution', () => {
    const metric = toFieldMetric({
      ...base,
      name: 'INP',
      entries: [],
      attribution: {
        interactionTarget: '[data-island="newsletter"] input.field__input',
        interactionType: 'keyboard',
        inputDelay: 20,
        processingDuration: 120,
        presentationDelay: 40,
        processedEventEntries: [],
        longAnimationFrameEntries: [],
        loadState: 'complete',
      },
    });
    expect(metric).toEqual({
      name: 'INP',
      value: 180,
      delta: 180,
      id: 'v6-1',
      rating: 'good',
      navigationType: 'navigate',
      target: '[data-island="newsletter"] input.field__input',
      interactionType: 'keyboard',
      phases: { inputDelay: 20, processingDuration: 120, presentationDelay: 40 },
    });
  });

  it('takes an LCP’s element and a CLS’s largest shift as their targets, and none when the browser named none', () => {
    const lcp = toFieldMetric({
      ...base,
      name: 'LCP',
      entries: [],
      attribution: { target: 'main>img.hero', timeToFirstByte: 1, resourceLoadDelay: 1, resourceLoadDuration: 1, elementRenderDelay: 1 },
    });
    expect(lcp).toMatchObject({ name: 'LCP', target: 'main>img.hero' });
    const cls = toFieldMetric({ ...base, name: 'CLS', value: 0, delta: 0, entries: [], attribution: {} });
    expect(cls).toEqual({ name: 'CLS', value: 0, delta: 0, id: 'v6-1', rating: 'good', navigationType: 'navigate' });
  });
});
