import { DataLayerTracking } from './data-layer-tracking';
import { reportFieldMetrics } from './web-vitals-field-metrics';

declare global {
  interface Window {
    /** The shop's tag-manager queue (Google Tag Manager's dataLayer), created by the first push when the page has none. */
    dataLayer?: unknown[];
  }
}

/**
 * Field metrics (INP, LCP, CLS with their island and INP phases) onto the page's data layer: part of the first-load
 * script, started before anything else so that every interaction of the page is observed (docs/field-metrics.md).
 */
export const startFieldMetrics = (): void => reportFieldMetrics(new DataLayerTracking(window));
