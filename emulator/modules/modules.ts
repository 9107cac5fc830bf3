import type { EmulatorModule } from '../module';
import { clockModule } from './clock.module';
import { previewModule } from './preview.module';
import { abTestModule } from './abtest.module';
import { loginModule } from './login.module';
import { customerDataModule } from './customer-data.module';
import { footerModule } from './footer.module';
import { newsletterModule } from './newsletter.module';

/** Every emulated service, in the order their sections appear on the control page. One line per module. */
export const MODULES: readonly EmulatorModule[] = [
  clockModule,
  previewModule,
  abTestModule,
  loginModule,
  customerDataModule,
  footerModule,
  newsletterModule,
];
