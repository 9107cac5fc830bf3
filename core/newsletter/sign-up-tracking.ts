import type { TrackingEvent } from '../shared/tracking.port';

/** The analytics event of a newsletter sign-up (spec 7.1): origin is 'origin:addition'. */
export const signUpEvent = (origin: string, originAddition: string): TrackingEvent => ({
  event: 'sign_up',
  subject: 'newsletter',
  origin: `${origin}:${originAddition}`,
  type: 'ga4',
});
