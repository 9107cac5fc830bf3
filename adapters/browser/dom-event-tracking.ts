import type { Tracking, TrackingEvent } from '../../core/shared/tracking.port';

/** The DOM event a widget on another site's page reports a sign-up with. */
export const SIGN_UP_EVENT = 'sign-up';

/**
 * Tracking as DOM events on an element, for a widget embedded in another site's page: the host page listens and
 * forwards them to whatever tracking it uses, instead of the widget assuming the shop's data layer. The event bubbles
 * out of the shadow root (composed); its detail is the data-layer object the storefront would push.
 */
export class DomEventTracking implements Tracking {
  constructor(private readonly target: EventTarget) {}

  track(event: TrackingEvent): void {
    const type = event.event === 'sign_up' ? SIGN_UP_EVENT : 'track';
    this.target.dispatchEvent(new CustomEvent(type, { detail: { ...event }, bubbles: true, composed: true }));
  }
}
