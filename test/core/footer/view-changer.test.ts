import { describe, expect, it } from 'vitest';
import { changeView, offeredViewChange } from '../../../core/footer/view-changer';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingNavigation } from '../../fakes/recording-navigation';

describe('view changer', () => {
  it('offers the mobile view on classic and the desktop view on smartphone and tablet', () => {
    expect(offeredViewChange('classic')).toBe('toMobile');
    expect(offeredViewChange('tablet')).toBe('toDesktop');
    expect(offeredViewChange('mobile')).toBe('toDesktop');
  });

  it.each([
    ['toMobile', 'smartphone'],
    ['toDesktop', 'classic'],
  ] as const)('%s sets the platform cookie to %s and reloads', (change, value) => {
    const cookies = new MemoryCookieJar();
    const navigation = new RecordingNavigation();
    changeView({ cookies, navigation })(change);
    expect(cookies.get(COOKIE_NAMES.platform)).toBe(value);
    expect(navigation.reloads).toBe(1);
  });
});
