import * as t from 'io-ts';
import { PreviewGate } from '../../../ui/preview/preview-gate';
import { islandModule } from '../../island-declaration';
import gate from './island-bindings';

/** The staff preview's gate (staff in preview mode only); the panel itself is a chunk of its own behind it. */
export default islandModule(t.type({}), PreviewGate, { bindings: [gate] });
