import type { Locale } from '../country/locale';

// Grouping marks differ between ICU versions (de-CH writes 1'000 in Node 20 and 1’000 in V8's ICU), and the server's
// text must equal the browser's at hydration: counts and percentages in copy are written without grouping.
const formats = new Map<string, Intl.NumberFormat>();
const formatFor = (locale: Locale, style: 'decimal' | 'percent'): Intl.NumberFormat => {
  const key = `${locale}|${style}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, { style, useGrouping: false, maximumFractionDigits: 2 })));
  return format;
};

/** A number as the locale writes it in running text: '1,5' in German, '1.5' in English. */
export const formatCount = (locale: Locale, count: number): string => formatFor(locale, 'decimal').format(count);

/** A percentage as the locale writes it (Intl's percent style), 10 meaning 10 %: '10 %' in German, '%10' in Turkish, '10%' in English. */
export const formatPercent = (locale: Locale, percent: number): string => formatFor(locale, 'percent').format(percent / 100);
