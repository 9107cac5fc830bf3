/** One analytics event, as flat data (the page's data layer takes plain objects). */
export type TrackingEvent = Readonly<Record<string, string | number | boolean>>;

/** Where features report analytics events; the browser adapter pushes them onto the page's data layer. */
export interface Tracking {
  track(event: TrackingEvent): void;
}
