import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fieldMetricEvent,
  islandOfTarget,
  islandTarget,
  NO_ISLAND,
  slowestPhase,
  type FieldMetric,
} from '../../../core/field-metrics/field-metric-event';
import { PROPERTY } from '../../support/property';

const inp = (overrides: Partial<FieldMetric> = {}): FieldMetric => ({
  name: 'INP',
  value: 232.4,
  delta: 232.4,
  id: 'v5-1764255600000-123',
  rating: 'needs-improvement',
  navigationType: 'navigate',
  target: '[data-island="customer-session"] button.header-signin',
  interactionType: 'pointer',
  phases: { inputDelay: 12.2, processingDuration: 180.6, presentationDelay: 39.6 },
  ...overrides,
});

describe('the data-layer event of a field metric', () => {
  it('reports an INP in spec 7’s GA4 shape with its island and the phases that produced it', () => {
    expect(fieldMetricEvent(inp())).toEqual({
      event: 'INP',
      subject: 'web_vitals',
      type: 'ga4',
      value: 232,
      metric_id: 'v5-1764255600000-123',
      metric_value: 232,
      metric_delta: 232,
      metric_rating: 'needs-improvement',
      navigation_type: 'navigate',
      island: 'customer-session',
      debug_target: '[data-island="customer-session"] button.header-signin',
      interaction_type: 'pointer',
      input_delay: 12,
      processing_duration: 181,
      presentation_delay: 40,
      slowest_phase: 'processing_duration',
    });
  });

  it('reports an LCP with its element and no interaction phases', () => {
    const event = fieldMetricEvent({
      name: 'LCP',
      value: 1180.7,
      delta: 1180.7,
      id: 'v5-lcp',
      rating: 'good',
      navigationType: 'reload',
      target: 'main>h1.home__title',
    });
    expect(event).toEqual({
      event: 'LCP',
      subject: 'web_vitals',
      type: 'ga4',
      value: 1181,
      metric_id: 'v5-lcp',
      metric_value: 1181,
      metric_delta: 1181,
      metric_rating: 'good',
      navigation_type: 'reload',
      island: NO_ISLAND,
      debug_target: 'main>h1.home__title',
    });
  });

  it('reports CLS as a score with four decimals and its GA4 value × 1000', () => {
    const event = fieldMetricEvent({
      name: 'CLS',
      value: 0.12345,
      delta: 0.02345,
      id: 'v5-cls',
      rating: 'needs-improvement',
      navigationType: 'navigate',
      target: '[data-island="newsletter"] form.newsletter-form',
    });
    expect(event).toMatchObject({ event: 'CLS', value: 23, metric_value: 0.1235, metric_delta: 0.0235, island: 'newsletter' });
    expect(event).not.toHaveProperty('input_delay');
  });

  it('reports a page without layout shift or a target as CLS 0 outside any island', () => {
    expect(fieldMetricEvent({ name: 'CLS', value: 0, delta: 0, id: 'v5-none', rating: 'good', navigationType: 'navigate' })).toMatchObject({
      value: 0,
      metric_value: 0,
      island: NO_ISLAND,
      debug_target: '',
    });
  });

  it('reports a measurement the browser could not take (not finite, negative) as 0, never NaN', () => {
    const event = fieldMetricEvent(
      inp({ value: Number.NaN, delta: -3, phases: { inputDelay: Number.POSITIVE_INFINITY, processingDuration: -1, presentationDelay: 5 } }),
    );
    expect(event).toMatchObject({ value: 0, metric_value: 0, input_delay: 0, processing_duration: 0, presentation_delay: 5 });
  });

  it(
    'always carries flat GA4 parameters: strings and finite numbers only',
    () => {
      const metric = fc.record({
        name: fc.constantFrom('INP' as const, 'LCP' as const, 'CLS' as const),
        value: fc.double(),
        delta: fc.double(),
        id: fc.string(),
        rating: fc.constantFrom('good' as const, 'needs-improvement' as const, 'poor' as const),
        navigationType: fc.string(),
        target: fc.option(fc.string(), { nil: undefined }),
        phases: fc.record({ inputDelay: fc.double(), processingDuration: fc.double(), presentationDelay: fc.double() }),
      });
      fc.assert(
        fc.property(metric, (generated) => {
          const event = fieldMetricEvent(generated);
          return Object.values(event).every((value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)));
        }),
      );
    },
    PROPERTY.timeout,
  );
});

describe('the island of a target', () => {
  it('is named by the selector’s first step and found again from it', () => {
    const target = islandTarget('country-switch', 'button.country-switch__toggle');
    expect(target).toBe('[data-island="country-switch"] button.country-switch__toggle');
    expect(islandOfTarget(target)).toBe('country-switch');
  });

  it('is none for a target outside every island, or a name that is not an island name', () => {
    expect(islandOfTarget(islandTarget(undefined, 'footer>a.legal'))).toBeUndefined();
    expect(islandTarget('"] body', 'p')).toBe('p');
    expect(islandOfTarget('div[data-island="newsletter"] input')).toBeUndefined();
    expect(islandOfTarget(undefined)).toBeUndefined();
  });

  it(
    'survives any selector after it',
    () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/), fc.string(), (island, selector) => {
          return islandOfTarget(islandTarget(island, selector)) === island;
        }),
      );
    },
    PROPERTY.timeout,
  );
});

describe('the slowest phase of an interaction', () => {
  it('names the phase that took longest', () => {
    expect(slowestPhase({ inputDelay: 90, processingDuration: 20, presentationDelay: 30 })).toBe('input_delay');
    expect(slowestPhase({ inputDelay: 5, processingDuration: 20, presentationDelay: 130 })).toBe('presentation_delay');
  });
});
