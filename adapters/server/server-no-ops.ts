import type { Viewport } from '../../core/layout/viewport.port';
import type { Navigation } from '../../core/shared/navigation.port';
import type { Tracking } from '../../core/shared/tracking.port';

/**
 * Ports that only act in a browser. A server render resolves them (components ask for them while rendering) but
 * never calls them: handlers and effects run on the client only.
 */
export const SERVER_NAVIGATION: Navigation = { assign: () => undefined, reload: () => undefined };
export const SERVER_TRACKING: Tracking = { track: () => undefined };
/** The server knows no width: 0 (platform comes from the request or, after hydration, from the browser). */
export const SERVER_VIEWPORT: Viewport = { width: () => 0, onResize: () => () => undefined };
