import { DataLayerTracking, type DataLayerHost } from '../adapters/browser/data-layer-tracking';
import { reportFieldMetrics } from '../adapters/browser/web-vitals-field-metrics';

/**
 * Field metrics (INP, LCP, CLS with their island and INP phases) onto the page's data layer: part of the first-load
 * script, started before anything else so that every interaction of the page is observed (docs/field-metrics.md).
 */
export const startFieldMetrics = (): void =>
  // Cast: window carries the data layer as an untyped global (the tag manager's dataLayer array).
  reportFieldMetrics(new DataLayerTracking(window as unknown as DataLayerHost));
