import {
  onCLS,
  onINP,
  onLCP,
  type AttributionReportOpts,
  type CLSMetricWithAttribution,
  type INPMetricWithAttribution,
  type LCPMetricWithAttribution,
} from 'web-vitals/attribution';
import { fieldMetricEvent, ISLAND_ATTRIBUTE, islandTarget, type FieldMetric } from '../../core/field-metrics/field-metric-event';
import type { Tracking } from '../../core/shared/tracking.port';

/** Selectors stay short enough for a GA4 parameter (100 characters, as web-vitals' own). */
const MAX_SELECTOR = 100;

/** One step of a selector: the tag, and its id or its classes. */
const step = (element: Element): string =>
  element.id ? `${element.localName}#${element.id}` : [element.localName, ...[...element.classList].sort()].join('.');

/**
 * The target of a metric: a selector from its island (`[data-island="newsletter"] form.x>input.y`) or, outside every
 * island, from the nearest element with an id or the body. Taken while the element is in the page (web-vitals calls
 * it as the entry arrives), so an element removed since (a closed dialog) is still named with its island.
 */
export const describeTarget = (node: Node | null): string | undefined => {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!element) return undefined;
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  let selector = '';
  for (let current: Element | null = element; current && current !== island && current !== document.body; current = current.parentElement) {
    const part = step(current);
    if (selector.length + part.length > MAX_SELECTOR - 1) break;
    selector = selector ? `${part}>${selector}` : part;
    if (current.id) break;
  }
  return islandTarget(island?.getAttribute(ISLAND_ATTRIBUTE) ?? undefined, selector);
};

type Measured = INPMetricWithAttribution | LCPMetricWithAttribution | CLSMetricWithAttribution;

/** What every report has, as plain data. */
const common = (metric: Measured): Omit<FieldMetric, 'name'> => ({
  value: metric.value,
  delta: metric.delta,
  id: metric.id,
  rating: metric.rating,
  navigationType: metric.navigationType,
});

/** web-vitals' attribution, reduced to the field metric the core turns into a data-layer event. */
export const toFieldMetric = (metric: Measured): FieldMetric => {
  switch (metric.name) {
    case 'INP': {
      const { interactionTarget, interactionType, inputDelay, processingDuration, presentationDelay } = metric.attribution;
      return {
        name: 'INP',
        ...common(metric),
        ...(interactionTarget ? { target: interactionTarget } : {}),
        ...(interactionType ? { interactionType } : {}),
        phases: { inputDelay, processingDuration, presentationDelay },
      };
    }
    case 'LCP':
      return { name: 'LCP', ...common(metric), ...(metric.attribution.target ? { target: metric.attribution.target } : {}) };
    case 'CLS': {
      const target = metric.attribution.largestShiftTarget;
      return { name: 'CLS', ...common(metric), ...(target ? { target } : {}) };
    }
  }
};

/**
 * INP reported once the page is hidden, with whatever web-vitals has read by then or reads after: web-vitals reads an
 * interaction's timing in the next idle period or when the page is hidden, but its own report at the hide can come
 * before that reading (a page busy since the tap, waking an island, has had no idle period), and a value read after
 * the hide it reports only to a caller that takes every change. So every change comes here, and is sent when the page
 * is hidden: the latest value at the hide, or the first one read while hidden; once each time it is hidden.
 */
const whenHidden = (report: (metric: INPMetricWithAttribution) => void): ((metric: INPMetricWithAttribution) => void) => {
  let latest: INPMetricWithAttribution | undefined;
  // What was sent last: its metric's id (a page restored from the back-forward cache starts a new one) and value.
  let sent: { readonly id: string; readonly value: number } | undefined;
  // Once per time the page is hidden: a reading refined while it stays hidden is not sent again.
  let sentWhileHidden = false;
  const send = () => {
    if (!latest || sentWhileHidden || document.visibilityState !== 'hidden') return;
    const before = sent?.id === latest.id ? sent.value : undefined;
    if (latest.value === before) return;
    sent = { id: latest.id, value: latest.value };
    sentWhileHidden = true;
    // The change since this metric's previous report, as web-vitals gives it to a caller that reports at the hide.
    report({ ...latest, delta: latest.value - (before ?? 0) });
  };
  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') send();
      else sentWhileHidden = false;
    },
    true,
  );
  return (metric) => {
    latest = metric;
    send();
  };
};

/**
 * Field metrics from web-vitals (attribution build): INP, LCP and CLS, each reported when the page is hidden or left
 * (once per page, and again only if the value grew after the shopper came back to it).
 */
export const reportFieldMetrics = (tracking: Tracking): void => {
  const options: AttributionReportOpts = { reportAllChanges: false, generateTarget: describeTarget };
  const report = (metric: Measured) => tracking.track(fieldMetricEvent(toFieldMetric(metric)));
  onINP(whenHidden(report), { ...options, reportAllChanges: true });
  onLCP(report, options);
  onCLS(report, options);
};
