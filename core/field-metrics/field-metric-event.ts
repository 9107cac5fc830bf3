import type { TrackingEvent } from '../shared/tracking.port';

/** The Core Web Vitals the storefront measures in shoppers' browsers. */
export type FieldMetricName = 'INP' | 'LCP' | 'CLS';

/** How a value compares with the Core Web Vitals thresholds (as web-vitals rates it). */
export type FieldMetricRating = 'good' | 'needs-improvement' | 'poor';

/** The three phases of the interaction behind an INP, in ms: together they are its duration. */
export interface InteractionPhases {
  /** From the input to the start of its event handlers (the main thread was busy with something else). */
  readonly inputDelay: number;
  /** The event handlers themselves. */
  readonly processingDuration: number;
  /** From the end of the handlers to the next frame (rendering, layout, paint). */
  readonly presentationDelay: number;
}

/** One metric of one page, as the browser measured it (web-vitals' report, reduced to plain data). */
export interface FieldMetric {
  readonly name: FieldMetricName;
  /** The page's value so far: ms for INP and LCP, a unitless score for CLS. */
  readonly value: number;
  /** The change since this metric's previous report (the whole value on its first). */
  readonly delta: number;
  /** Unique per metric and page load: reports of one page share it. */
  readonly id: string;
  readonly rating: FieldMetricRating;
  /** navigate, reload, back-forward, back-forward-cache, prerender, restore. */
  readonly navigationType: string;
  /** The element behind the value (INP: the interaction's target; LCP: the largest element; CLS: the largest shift). */
  readonly target?: string;
  /** INP only: how the shopper interacted. */
  readonly interactionType?: 'pointer' | 'keyboard';
  /** INP only: where the interaction's time went. */
  readonly phases?: InteractionPhases;
}

/** The attribute that names an island on the server's markup (composition/island-loader.ts watches it). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Island names are the island table's keys: lower-case words joined by hyphens. */
const ISLAND_NAME = /^[a-z][a-z0-9-]*$/;
const ISLAND_PREFIX = /^\[data-island="([a-z][a-z0-9-]*)"\](?: |$)/;

/**
 * The target of a metric as a CSS selector that starts at its island, when it is inside one
 * (`[data-island="customer-session"] button.header-signin`), so a report can name the island and the selector
 * still finds the element in the page. A name that is not an island name is left out.
 */
export const islandTarget = (island: string | undefined, selector: string): string => {
  const inside = island !== undefined && ISLAND_NAME.test(island) ? `[${ISLAND_ATTRIBUTE}="${island}"]` : '';
  return [inside, selector].filter((part) => part !== '').join(' ');
};

/** The island a target (from islandTarget) lies in; undefined for one outside every island. */
export const islandOfTarget = (target: string | undefined): string | undefined => ISLAND_PREFIX.exec(target ?? '')?.[1];

/** What a report says when the target lies in no island (static markup) or the browser named none. */
export const NO_ISLAND = '(page)';

/** GA4's names of the three phases, for `slowest_phase`. */
export type PhaseName = 'input_delay' | 'processing_duration' | 'presentation_delay';

/** The phase that took longest (the first of equals, in the order they happen). */
export const slowestPhase = (phases: InteractionPhases): PhaseName => {
  const named: ReadonlyArray<readonly [PhaseName, number]> = [
    ['input_delay', phases.inputDelay],
    ['processing_duration', phases.processingDuration],
    ['presentation_delay', phases.presentationDelay],
  ];
  return named.reduce((slowest, phase) => (phase[1] > slowest[1] ? phase : slowest))[0];
};

/** A finite, non-negative number (a browser's timings are data too: NaN, a negative or an overflow report 0). */
const measured = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);
const ms = (value: number): number => Math.round(measured(value));
/** CLS keeps four decimals (0.1 is the threshold of "good"). */
const score = (value: number): number => measured(Math.round(measured(value) * 10_000) / 10_000);

/**
 * The data-layer event of one field metric, in the shape of spec 7's tracking events (`type: 'ga4'`): the event is
 * the metric's name (GA4 event INP, LCP or CLS), `value` its change since the page's previous report as an integer
 * (CLS × 1000), so summing `value` per `metric_id` gives the page's value; `island` names the island the target lies
 * in, and an INP carries its phases and the slowest of them.
 */
export const fieldMetricEvent = (metric: FieldMetric): TrackingEvent => {
  const cls = metric.name === 'CLS';
  const event: Record<string, string | number> = {
    event: metric.name,
    subject: 'web_vitals',
    type: 'ga4',
    value: cls ? ms(measured(metric.delta) * 1000) : ms(metric.delta),
    metric_id: metric.id,
    metric_value: cls ? score(metric.value) : ms(metric.value),
    metric_delta: cls ? score(metric.delta) : ms(metric.delta),
    metric_rating: metric.rating,
    navigation_type: metric.navigationType,
    island: islandOfTarget(metric.target) ?? NO_ISLAND,
    debug_target: metric.target ?? '',
  };
  if (metric.name !== 'INP') return event;
  const phases = metric.phases ?? { inputDelay: 0, processingDuration: 0, presentationDelay: 0 };
  return {
    ...event,
    interaction_type: metric.interactionType ?? '',
    input_delay: ms(phases.inputDelay),
    processing_duration: ms(phases.processingDuration),
    presentation_delay: ms(phases.presentationDelay),
    slowest_phase: slowestPhase(phases),
  };
};
