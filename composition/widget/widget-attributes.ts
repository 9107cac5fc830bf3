import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { COUNTRIES, parseCountryCode } from '../../core/country/country';
import { parseLocale } from '../../core/country/locale';
import { DEFAULT_ORIGIN_ADDITION, EMBEDDED_ORIGIN, isOriginLabel } from '../../core/newsletter/newsletter-payload';
import type { WidgetSettings } from './widget-settings';

/**
 * What the widget decodes (io-ts), loaded only when there is something to decode (newsletter-widget.ts): the element's
 * attributes, when the widget starts (at once for a snippet without a first render, else on the first interaction),
 * and the shop's answer to the embedding question, when it has content (a site the shop does not list).
 */

/** What a host page may set; each attribute is input from another site and is decoded before use. */
const Short = t.refinement(t.string, isOriginLabel, 'Short');
const AttributesCodec = t.type({
  country: t.string,
  locale: t.union([t.string, t.null]),
  origin: t.union([Short, t.null]),
  originAddition: t.union([Short, t.null]),
  headingLevel: t.union([t.literal('2'), t.literal('3'), t.null]),
});

/** The element's settings, or why it does not start (in the words the console shows). */
export type Decoded = { readonly settings: WidgetSettings } | { readonly invalid: string };

export const decodeSettings = (element: HTMLElement): Decoded => {
  const decoded = AttributesCodec.decode({
    country: element.getAttribute('country') ?? '',
    locale: element.getAttribute('locale'),
    origin: element.getAttribute('origin'),
    originAddition: element.getAttribute('origin-addition'),
    headingLevel: element.getAttribute('heading-level'),
  });
  // Only origin, originAddition (letters, digits, `.:_-`, up to 100) and headingLevel (2 or 3) can fail.
  if (E.isLeft(decoded)) {
    const invalid = [...new Set(decoded.left.map((error) => error.context[1]?.key))];
    return { invalid: `${invalid.join(', ')}: not a value the widget takes.` };
  }
  const attributes = decoded.right;
  const country = parseCountryCode(attributes.country);
  if (!country)
    return { invalid: `country="${attributes.country.slice(0, 20)}" names no storefront (${Object.keys(COUNTRIES).join(', ')}).` };
  const locale = attributes.locale === null ? COUNTRIES[country].locale : parseLocale(attributes.locale);
  if (!locale) return { invalid: `locale="${(attributes.locale ?? '').slice(0, 20)}" is no locale the storefront speaks.` };
  return {
    settings: {
      country,
      locale,
      origin: attributes.origin ?? EMBEDDED_ORIGIN,
      originAddition: attributes.originAddition ?? DEFAULT_ORIGIN_ADDITION,
      headingLevel: attributes.headingLevel === '3' ? 3 : 2,
    },
  };
};

const EmbeddingAnswerCodec = t.intersection([t.type({ embeddable: t.boolean }), t.partial({ message: t.string })]);

/** The reason in the page's language when the shop's answer says this site may not sign up, else undefined. */
export const refusalIn = (answer: unknown): string | undefined => {
  const decoded = EmbeddingAnswerCodec.decode(answer);
  return E.isRight(decoded) && !decoded.right.embeddable ? (decoded.right.message ?? '') : undefined;
};
