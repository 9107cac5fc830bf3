// @vitest-environment node
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = process.cwd();

it('type-checks ui/ on its own: every island name and its props are ui’s (no composition compiled beside it)', () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json did not parse.');
  const ui = config.fileNames.filter((file) => relative(ROOT, file).startsWith('ui/'));
  expect(ui.length).toBeGreaterThan(50);
  const program = ts.createProgram({ rootNames: ui, options: config.options });
  // What ui reaches is ui and core alone (the dependency rule), so nothing else declares its types.
  const reached = program
    .getSourceFiles()
    .map((source) => relative(ROOT, source.fileName))
    .filter((file) => !file.startsWith('node_modules/') && !/^(ui|core)\//.test(file));
  expect(reached).toEqual([]);
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file ? relative(ROOT, diagnostic.file.fileName) : '(global)'}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
  expect(messages).toEqual([]);
}, 240_000);
