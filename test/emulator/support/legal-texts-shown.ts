/** Every legal text a storefront's sign-up form shows with its legal notice open (spec 9's figures): a sign-up that read them all. */
export const allTextsShown = (site: string): string[] => [
  'LEGAL_NOTICE',
  'MINIMUM_AGE',
  ...(site.toUpperCase() === 'TR' ? ['UNCONFIRMED_DELETION', 'INACTIVITY_STOP'] : []),
  'PRIVACY_HINT',
  ...(site.toUpperCase() === 'HU' ? ['VOUCHER_VALIDITY'] : []),
];
