// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCountrySwitch } from '../../../core/footer/country-switch.controller';
import { countrySwitcherItems } from '../../../core/footer/country-switcher';
import { perCountry } from '../../../core/country/country';
import { knownSafeHref } from '../../../core/shared/safe-href.codec';

const items = countrySwitcherItems(
  'DE',
  perCountry((_, { slug }) => knownSafeHref(`/${slug}/`)),
  undefined,
);

describe('country switch controller (WCAG 3.2.2)', () => {
  it('goes to a storefront picked with mouse, touch or the opened list', () => {
    const went: string[] = [];
    const control = createCountrySwitch(items, (item) => went.push(item.code));
    control.pick('pl');
    expect(went).toEqual(['pl']);
  });

  it('only moves the shown value while a keyboard user browses the closed list; Enter goes there', () => {
    const went: string[] = [];
    const control = createCountrySwitch(items, (item) => went.push(item.code));
    control.key('ArrowDown', 'de');
    control.pick('hu');
    expect(went).toEqual([]);
    expect(control.getSnapshot().shown).toBe('hu');
    control.key('Enter', 'hu');
    expect(went).toEqual(['hu']);
  });

  it('shows the current storefront again when the shopper leaves without choosing, and never goes to it', () => {
    const went: string[] = [];
    const control = createCountrySwitch(items, (item) => went.push(item.code));
    control.key('ArrowUp', 'de');
    control.pick('at');
    control.leave();
    expect(control.getSnapshot().shown).toBe('de');
    control.pick('de');
    expect(went).toEqual([]);
  });
});
