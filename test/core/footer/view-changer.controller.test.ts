// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createViewChanger } from '../../../core/footer/view-changer.controller';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingNavigation } from '../../fakes/recording-navigation';

const page = { basePath: '/at', path: '/components', query: { newsletter: 'x y' } };

describe('view changer controller (spec 2.1)', () => {
  it('posts its form to the page it is on, naming the form and the switch (the no-JavaScript path)', () => {
    const changer = createViewChanger('toDesktop', page, { cookies: new MemoryCookieJar(), navigation: new RecordingNavigation() });
    expect(changer.getSnapshot()).toEqual({
      change: 'toDesktop',
      action: '/at/components?newsletter=x+y',
      fields: [
        ['_form', 'view-change'],
        ['view', 'toDesktop'],
      ],
      switching: false,
    });
    expect(
      createViewChanger(
        'toMobile',
        { basePath: '', path: '/', query: {} },
        {
          cookies: new MemoryCookieJar(),
          navigation: new RecordingNavigation(),
        },
      ).getSnapshot().action,
    ).toBe('/');
  });

  it('writes the platform cookie and reloads once, however often the switch is pressed before the page goes', () => {
    const cookies = new MemoryCookieJar();
    const navigation = new RecordingNavigation();
    const changer = createViewChanger('toMobile', page, { cookies, navigation });
    const seen: boolean[] = [];
    changer.subscribe(() => seen.push(changer.getSnapshot().switching));
    changer.choose();
    changer.choose();
    expect(cookies.get(COOKIE_NAMES.platform)).toBe('smartphone');
    expect(navigation.reloads).toBe(1);
    expect(seen).toEqual([true]);
  });
});
