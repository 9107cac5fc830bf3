import { describe, expect, it } from 'vitest';
import { DomEventTracking, SIGN_UP_EVENT } from '../../../adapters/browser/dom-event-tracking';

describe('tracking as DOM events (the embedded widget)', () => {
  it('reports a sign-up as a bubbling, composed sign-up event whose detail is the data-layer object', () => {
    const host = document.createElement('storefront-newsletter');
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    document.body.append(host);
    const heard: CustomEvent[] = [];
    document.addEventListener(SIGN_UP_EVENT, (event) => heard.push(event as CustomEvent));
    const event = { event: 'sign_up', subject: 'newsletter', origin: 'embedded:blog', type: 'ga4' };
    new DomEventTracking(inner).track(event);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.detail).toEqual(event);
    expect(heard[0]?.composed).toBe(true);
    // Heard outside the shadow root, the event names the host element.
    expect(heard[0]?.target).toBe(host);
  });

  it('reports any other event as a track event', () => {
    const target = new EventTarget();
    const types: string[] = [];
    target.addEventListener('track', (event) => types.push(event.type));
    new DomEventTracking(target).track({ event: 'view', subject: 'x' });
    expect(types).toEqual(['track']);
  });
});
