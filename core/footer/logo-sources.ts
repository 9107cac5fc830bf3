/** Where the footer's logo images live (spec 2.2). */
export const LOGO_BASE_PATH = '/service/footer-images/logos/';

/** What a logo shows; payment logos get the fixed 4.4rem × 6.6rem box of spec 2.2. */
export type LogoKind = 'payment' | 'carrier' | 'seal';

/** The logo sources the CMS may name (spec 2.2: card brands, PayPal, troy, Amex, carriers per country, seals). */
export const LOGO_SOURCES: Readonly<Record<string, LogoKind>> = {
  visa: 'payment',
  mastercard: 'payment',
  maestro: 'payment',
  amex: 'payment',
  paypal: 'payment',
  troy: 'payment',
  klarna: 'payment',
  invoice: 'payment',
  'sepa-direct-debit': 'payment',
  twint: 'payment',
  postfinance: 'payment',
  blik: 'payment',
  przelewy24: 'payment',
  'cash-on-delivery': 'payment',
  dhl: 'carrier',
  hermes: 'carrier',
  dpd: 'carrier',
  gls: 'carrier',
  'post-at': 'carrier',
  'swiss-post': 'carrier',
  inpost: 'carrier',
  'ceska-posta': 'carrier',
  ppl: 'carrier',
  packeta: 'carrier',
  'magyar-posta': 'carrier',
  'slovenska-posta': 'carrier',
  yurtici: 'carrier',
  aras: 'carrier',
  'trusted-shops': 'seal',
  ehi: 'seal',
  heureka: 'seal',
  etbis: 'seal',
};

/** The box each kind of logo is drawn in (CSS pixels at a 16 px root; spec 2.2 for payment logos). */
export const LOGO_BOXES: Readonly<Record<LogoKind, { readonly width: number; readonly height: number }>> = {
  payment: { width: 106, height: 70 },
  carrier: { width: 106, height: 70 },
  seal: { width: 64, height: 64 },
};

/** A transparent 1×1 GIF: the "empty image" an unknown source yields, keeping its reserved box. */
export const EMPTY_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A logo ready to render: every image has a source, alt text, width and height (no layout shift). */
export interface LogoImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  /** undefined for the empty image of an unknown source. */
  readonly kind: LogoKind | undefined;
}

/** Resolves a CMS image to its logo file; an unknown source yields the empty image (the caller logs it). */
export const resolveLogo = (image: { label: string; source: string; width: number; height: number }): LogoImage => {
  const key = image.source
    .trim()
    .toLowerCase()
    .replace(/\.svg$/, '');
  const kind = Object.prototype.hasOwnProperty.call(LOGO_SOURCES, key) ? LOGO_SOURCES[key] : undefined;
  return {
    src: kind ? `${LOGO_BASE_PATH}${key}.svg` : EMPTY_IMAGE,
    alt: image.label,
    width: positiveSize(image.width),
    height: positiveSize(image.height),
    kind,
  };
};

/** Sizes from the CMS are clamped to whole pixels between 1 and 400, so a bad number cannot break the layout. */
const positiveSize = (value: number): number => (Number.isFinite(value) ? Math.min(400, Math.max(1, Math.round(value))) : 1);

/**
 * Gives each unknown logo (the empty image) the box of its neighbours' kind, or `fallback` when it has no known
 * neighbour, so a placeholder keeps its row's grid instead of taking the CMS's arbitrary size.
 */
export const boxUnknownLogos = (images: readonly LogoImage[], fallback: LogoKind): LogoImage[] => {
  const kind = images.find((image) => image.kind !== undefined)?.kind ?? fallback;
  return images.map((image) => (image.kind !== undefined ? image : { ...image, ...LOGO_BOXES[kind], kind }));
};
