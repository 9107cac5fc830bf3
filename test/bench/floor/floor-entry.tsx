// The floor of issue 8: each required runtime package used once, nothing else. Built with the app's Vite config.
import axios from 'axios';
import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';
import { Container } from 'inversify';
import * as t from 'io-ts';
import { createRoot } from 'react-dom/client';

const container = new Container({ jitless: true });
container.bind('answer').toConstantValue(42);
const decoded = pipe(
  t.type({ name: t.string }).decode({ name: 'floor' }),
  E.map((value) => value.name),
);
void axios.get('/favicon.svg').catch(() => undefined);
createRoot(document.getElementById('root') as HTMLElement).render(
  <p>
    {container.get<number>('answer')} {E.isRight(decoded) ? decoded.right : ''}
  </p>,
);
