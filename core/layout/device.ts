/** Device classes as the serving layer names them (spec 9 device helper). */
export type Device = 'MATCH' | 'SMARTPHONE' | 'TABLET' | 'DESKTOP';

const PHONES: ReadonlySet<string> = new Set(['MATCH', 'SMARTPHONE']);

/** MATCH and SMARTPHONE count as phone. */
export const isPhone = (device: string | null | undefined): boolean => PHONES.has((device ?? '').trim().toUpperCase());

/** Phones and TABLET count as mobile-capable. */
export const isMobileCapable = (device: string | null | undefined): boolean =>
  isPhone(device) || (device ?? '').trim().toUpperCase() === 'TABLET';
