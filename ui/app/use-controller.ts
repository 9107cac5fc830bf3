import { useSyncExternalStore } from 'react';
import type { Controller } from '../../core/shared/controller';

/**
 * Binds a core controller to a component: re-renders on every change of its snapshot. The server snapshot is the
 * same object, so the first client render equals the server render when the controller starts from the same state.
 */
export const useController = <State, Event>(controller: Controller<State, Event>): State =>
  useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
