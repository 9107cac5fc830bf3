// The floor of issue 8: each required runtime package used once, nothing else. Built with the app's Vite config.
// web-vitals (attribution build) joined the required packages with issue 31's field metrics; inversify left them with the
// storefront's own container (docs/decisions/006).
import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { createRoot } from 'react-dom/client';
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';

const decoded = pipe(
  t.type({ name: t.string }).decode({ name: 'floor' }),
  E.map((value) => value.name),
);
createRoot(document.getElementById('root') as HTMLElement).render(<p>{E.isRight(decoded) ? decoded.right : ''}</p>);
const dataLayer: unknown[] = [];
const report = (metric: { name: string; value: number }) => dataLayer.push({ event: metric.name, value: metric.value });
onINP(report);
onLCP(report);
onCLS(report);
