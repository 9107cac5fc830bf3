// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureModules } from '../../composition/compose';
import { ISLANDS } from '../../composition/islands';
import { FEATURE_STATES } from '../../composition/page-state';
import { FORM_POSTS } from '../../composition/server/feature-answers';

const ROOT = process.cwd();

/** A sample feature module: its island's wake rule and chunk (the chunk with the props codec); ui registers the name. */
const sampleModule = (name: string, codec: string): ReadonlyMap<string, string> => {
  const feature = resolve(ROOT, 'composition/features', name);
  const component = componentOf(name);
  return new Map([
    [
      resolve(feature, 'island.ts'),
      `import { ON_INTERACTION, reactIsland } from '../../island-declaration';
export default [reactIsland('${name}', ON_INTERACTION, () => import('./${name}.island'))];
`,
    ],
    [
      resolve(feature, `${name}.island.ts`),
      `import * as t from 'io-ts';
import { ${component} } from '../../../ui/home/${name}';
import { islandModule } from '../../island-declaration';
export default islandModule(${codec}, ${component});
`,
    ],
  ]);
};

/**
 * The rest of a feature's record, for a feature with a service, server state and a form answered without JavaScript:
 * its bindings (the service's use case, bound once), its page-state slice (the codec of what is sent, its initial value,
 * its binding for the island) and its server part (the form, its handler and outcome, what it reads for every page).
 */
const sampleRecord = (name: string): ReadonlyMap<string, string> => {
  const feature = resolve(ROOT, 'composition/features', name);
  const key = componentOf(name).replace(/^\w/, (letter) => letter.toLowerCase());
  return new Map([
    [
      resolve(ROOT, `core/${name}/${name}.ts`),
      `import * as t from 'io-ts';
import { token } from '../shared/token';
import type { Clock } from '../shared/clock.port';
export const OfferCodec = t.type({ percent: t.number });
export type Offer = t.TypeOf<typeof OfferCodec>;
/** The service's use case: the offer for now. */
export type LoadOffer = () => Promise<Offer>;
export const loadOffer = (clock: Clock): LoadOffer => () => Promise.resolve({ percent: clock.now() % 2 === 0 ? 10 : 5 });
export const OFFER_TOKENS = { loadOffer: token<LoadOffer>('${name}.loadOffer'), decided: token<Offer | null>('${name}.decided') };
`,
    ],
    [
      resolve(feature, 'bindings.ts'),
      `import { loadOffer, OFFER_TOKENS } from '../../../core/${name}/${name}';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory } from '../../binding';
import type { FeatureBindings } from '../../feature-record';
export default ((binder) => bindFactory(binder, OFFER_TOKENS.loadOffer, [SHARED_TOKENS.clock], (clock) => loadOffer(clock))) satisfies FeatureBindings;
`,
    ],
    [
      resolve(feature, 'state.ts'),
      `import * as t from 'io-ts';
import { OFFER_TOKENS, OfferCodec } from '../../../core/${name}/${name}';
import type { FeatureState } from '../../feature-record';
const SENT = { ${key}: t.union([OfferCodec, t.null]) };
declare module '../../page-state' {
  interface FeatureStates extends Partial<t.TypeOf<t.TypeC<typeof SENT>>> {}
}
export default {
  sent: SENT,
  initial: { ${key}: null },
  bind: (binder, state) => {
    binder.bind(OFFER_TOKENS.decided).toConstantValue(state.${key} ?? null);
  },
} satisfies FeatureState;
`,
    ],
    [
      resolve(feature, 'server.ts'),
      `import { OFFER_TOKENS } from '../../../core/${name}/${name}';
import type { FeatureServer } from '../../feature-record';
export default {
  posts: [
    {
      form: '${name}',
      answer: async (resolver, fields) => {
        const offer = await resolver.get(OFFER_TOKENS.loadOffer)();
        return fields.accept?.[0] === 'yes' ? { state: { ${key}: offer } } : { redirect: { to: 'page', cookies: [] } };
      },
    },
  ],
  render: async (resolver, _page, _country, answered) => (answered ? {} : { ${key}: await resolver.get(OFFER_TOKENS.loadOffer)() }),
} satisfies FeatureServer;
`,
    ],
  ]);
};

/** The sample's component name: 'sample-offer' is SampleOffer. */
const componentOf = (name: string): string => name.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase());

/** The component, in ui/, which knows nothing of composition: wrapped as the island by its registered name. */
const sampleComponent = (name: string): ReadonlyMap<string, string> => {
  const component = componentOf(name);
  return new Map([
    [
      resolve(ROOT, `ui/home/${name}.tsx`),
      `import { island } from '../app/island';
declare module '../app/island' {
  interface IslandRegistry {
    '${name}': { percent: number };
  }
}
export const ${component} = ({ percent }: { percent: number }) => <p>{percent}</p>;
export const ${component}Island = island('${name}', ${component});
`,
    ],
  ]);
};

/** The one line where a page uses it (the home page), with its component. */
const samplePage = (name: string): ReadonlyMap<string, string> => {
  const home = readFileSync(resolve(ROOT, 'ui/home/home-page.tsx'), 'utf8');
  const find = '<p>{copy.homeIntro}</p>';
  if (!home.includes(find)) throw new Error(`ui/home/home-page.tsx no longer contains ${find}: update this test.`);
  const component = componentOf(name);
  return new Map([
    ...sampleComponent(name),
    [
      resolve(ROOT, 'ui/home/home-page.tsx'),
      `import { ${component}Island } from './${name}';\n${home.replace(find, `${find}<${component}Island percent={10} />`)}`,
    ],
  ]);
};

const config = ts.getParsedCommandLineOfConfigFile(
  resolve(ROOT, 'tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
);
if (!config) throw new Error('tsconfig.json did not parse.');
const product = /^(core|ui|composition|adapters)\//;
let previous: ts.Program | undefined;

/** Type-checks the product with these files added or replaced: file -> the compiler's messages about it. */
const typeCheckWith = (files: ReadonlyMap<string, string>): Map<string, string[]> => {
  const rootNames = [...config.fileNames.filter((file) => product.test(relative(ROOT, file))), ...files.keys()];
  const host = ts.createCompilerHost(config.options, true);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.fileExists = (file) => files.has(resolve(file)) || fileExists.call(host, file);
  host.directoryExists = (dir) =>
    [...files.keys()].some((file) => file.startsWith(`${resolve(dir)}/`)) ||
    (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));
  host.readFile = (file) => files.get(resolve(file)) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = files.get(resolve(file));
    return text === undefined ? getSourceFile.call(host, file, language, onError, create) : ts.createSourceFile(file, text, language);
  };
  const program = ts.createProgram({ rootNames: [...new Set(rootNames)], options: config.options, host, oldProgram: previous });
  previous = program;
  const named = new Map<string, string[]>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '(global)';
    named.set(file, [...(named.get(file) ?? []), ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')]);
  }
  return named;
};

/** The full sample's component: a form the server answers without JavaScript, showing the state it decided. */
const sampleFormComponent = (name: string): ReadonlyMap<string, string> => {
  const component = componentOf(name);
  return new Map([
    [
      resolve(ROOT, `ui/home/${name}.tsx`),
      `import { FORM_FIELD, formAction } from '../../core/shared/form-post';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { OFFER_TOKENS } from '../../core/${name}/${name}';
import { useInjection } from '../app/injection';
import { island } from '../app/island';
declare module '../app/island' {
  interface IslandRegistry {
    '${name}': { percent: number };
  }
}
export const ${component} = ({ percent }: { percent: number }) => {
  const page = useInjection(SHARED_TOKENS.pageContext);
  const decided = useInjection(OFFER_TOKENS.decided);
  return (
    <form method="post" action={formAction(page)}>
      <input type="hidden" name={FORM_FIELD} value="${name}" />
      <button name="accept" value="yes">{decided?.percent ?? percent}</button>
    </form>
  );
};
export const ${component}Island = island('${name}', ${component});
`,
    ],
  ]);
};

describe('a new island: one feature module and one line where a page uses it', () => {
  let whole: Map<string, string[]>;
  let broken: Map<string, string[]>;
  beforeAll(() => {
    whole = typeCheckWith(
      new Map([
        ...sampleModule('sample-offer', 't.type({ percent: t.number })'),
        ...sampleRecord('sample-offer'),
        ...samplePage('sample-offer'),
        ...sampleFormComponent('sample-offer'),
      ]),
    );
    // Two mistakes at once: a record whose island ui does not register, and a chunk that decodes other props.
    broken = typeCheckWith(
      new Map([
        ...sampleModule('sample-offer', 't.type({ percent: t.number })'),
        ...sampleModule('sample-bonus', 't.type({ percent: t.string })'),
        ...sampleComponent('sample-bonus'),
      ]),
    );
  }, 240_000);

  it('type-checks a feature with a service, server state, a no-JavaScript form and an island with nothing else edited', () => {
    expect(Object.fromEntries(whole)).toEqual({});
  });

  it('fails where a feature record declares an island ui does not register, naming it', () => {
    expect(broken.get('composition/features/sample-offer/island.ts')?.join('\n')).toContain('"sample-offer"');
  });

  it('fails when the chunk decodes other props than the component the page wraps', () => {
    expect(broken.get('composition/features/sample-bonus/sample-bonus.island.ts')?.join('\n')).toContain('percent');
  });

  it('derives the island table from every declaration, one entry per registered name', () => {
    // The registry (the type every island name and props come from) as the compiler sees the product.
    const program = previous ?? ts.createProgram({ rootNames: config.fileNames, options: config.options });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(resolve(ROOT, 'ui/app/island.tsx'));
    if (!source) throw new Error('ui/app/island.tsx is not part of the program.');
    const registry = source.statements.find(
      (statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === 'IslandRegistry',
    );
    if (!registry) throw new Error('ui/app/island.tsx declares no IslandRegistry.');
    const registered = checker
      .getPropertiesOfType(checker.getTypeAtLocation(registry.name))
      .map((property) => property.name)
      .filter((name) => !name.startsWith('__@') && !name.startsWith('sample-'));
    expect(Object.keys(ISLANDS).sort()).toEqual(registered.sort());
    // Every feature folder's declaration is in the table (the table reads `composition/features/*/island.ts`).
    const declaring = readdirSync(resolve(ROOT, 'composition/features'), { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && readdirSync(resolve(ROOT, 'composition/features', entry.name)).includes('island.ts'),
    );
    expect(new Set(Object.values(ISLANDS).map((entry) => entry.module.split('/')[2])).size).toBe(declaring.length);
  });

  it("reads every record's parts by their globs: each bindings.ts, state.ts and server.ts of a feature folder, no list", async () => {
    const folders = readdirSync(resolve(ROOT, 'composition/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const having = (part: string) =>
      folders.filter((entry) => readdirSync(resolve(ROOT, 'composition/features', entry.name)).includes(part));
    const loaders = { loadRefresh: () => Promise.resolve(false), loadPanel: () => Promise.reject(new Error('not loaded')) };
    expect(featureModules({ country: 'DE', ...loaders })).toHaveLength(having('bindings.ts').length);
    expect(FEATURE_STATES).toHaveLength(having('state.ts').length);
    const posts = await Promise.all(
      having('server.ts').map(async (entry) => {
        const server: { default: { posts?: readonly unknown[] } } = await import(`../../composition/features/${entry.name}/server.ts`);
        return server.default.posts ?? [];
      }),
    );
    expect(FORM_POSTS).toEqual(posts.flat());
  });
});
