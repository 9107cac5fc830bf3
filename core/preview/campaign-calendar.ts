/** Storefront campaigns by season: the demo's date-dependent content, shown for the simulated date. */
export type Campaign = 'WINTER_SALE' | 'SPRING_GARDEN' | 'SUMMER_SPORT' | 'AUTUMN_COFFEE' | 'CHRISTMAS' | 'EVERYDAY';

/** The campaign calendar as data: first and last day (MM-DD, inclusive) of each campaign; a new one is a new row. */
export const CAMPAIGN_CALENDAR: ReadonlyArray<{ readonly campaign: Campaign; readonly from: string; readonly until: string }> = [
  { campaign: 'WINTER_SALE', from: '01-02', until: '01-31' },
  { campaign: 'SPRING_GARDEN', from: '03-15', until: '05-15' },
  { campaign: 'SUMMER_SPORT', from: '06-15', until: '08-31' },
  { campaign: 'AUTUMN_COFFEE', from: '09-15', until: '10-31' },
  { campaign: 'CHRISTMAS', from: '11-23', until: '12-26' },
];

/** The campaign running on a YYYY-MM-DD date; EVERYDAY between campaigns or for an unreadable date. */
export const campaignOn = (date: string): Campaign => {
  const monthDay = /^\d{4}-(\d{2}-\d{2})$/.exec(date)?.[1];
  if (!monthDay) return 'EVERYDAY';
  return CAMPAIGN_CALENDAR.find((row) => row.from <= monthDay && monthDay <= row.until)?.campaign ?? 'EVERYDAY';
};
