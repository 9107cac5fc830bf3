import type { EmulatorModule } from '../module';
import { clockModule } from './clock.module';
import { customerDataModule } from './customer-data.module';

/** Every emulated service, in the order their sections appear on the control page. One line per module. */
export const MODULES: readonly EmulatorModule[] = [
  clockModule,
  customerDataModule,
];
