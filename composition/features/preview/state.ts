import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import type { FeatureState } from '../../feature-record';

/** The staff preview reads the page's preview mode (the server's configuration, sent with every page). */
export default {
  sent: {},
  initial: {},
  bind: (binder, state) => {
    binder.bind(PREVIEW_TOKENS.previewMode).toConstantValue(state.previewMode);
  },
} satisfies FeatureState;
