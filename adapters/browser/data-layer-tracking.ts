import type { Tracking, TrackingEvent } from '../../core/shared/tracking.port';

/** The page's analytics queue (Google Tag Manager's dataLayer). */
export type DataLayerHost = { dataLayer?: unknown[] };

/** Tracking onto `window.dataLayer`; the queue is created when the page has none yet. */
export class DataLayerTracking implements Tracking {
  constructor(private readonly host: DataLayerHost) {}
  track(event: TrackingEvent): void {
    if (!Array.isArray(this.host.dataLayer)) this.host.dataLayer = [];
    this.host.dataLayer.push({ ...event });
  }
}
