import type { EmulatorModule, ModuleContext } from '../module';
import { html } from './html';

/** The local control page at /emulator/: one section per module, listing what the store holds. */
export const renderControlPage = (modules: readonly EmulatorModule[], context: ModuleContext): string =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Service emulator – control page</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/emulator/control.css" />
      </head>
      <body>
        <header>
          <h1>Service emulator</h1>
          <p><a href="/">Open the storefront</a></p>
        </header>
        <main>
          ${modules
            .filter((module) => module.control)
            .map(
              (module) =>
                html`<section aria-labelledby="section-${module.name}">
                  <h2 id="section-${module.name}">${module.name}</h2>
                  ${module.control?.(context)}
                </section>`,
            )}
        </main>
      </body>
    </html>`.value;

/** The control page's stylesheet (served from /emulator/control.css, as the CSP allows no inline style). */
export const CONTROL_CSS = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1f1a17; background: #faf8f6; }
header { background: #4a2c1d; color: #fff; padding: 1rem 1.5rem; }
header a { color: #fff; }
h1 { margin: 0; font-size: 1.5rem; }
main { padding: 1rem 1.5rem; max-width: 1200px; }
section { background: #fff; border: 1px solid #d9d0c8; border-radius: 6px; padding: 1rem; margin: 0 0 1rem; }
h2 { margin-top: 0; text-transform: capitalize; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #d9d0c8; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f6f2ee; }
.empty { color: #5b524c; }
form { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: end; margin: 0.5rem 0; }
label { display: flex; flex-direction: column; font-size: 13px; }
input, select, button { font: inherit; padding: 0.3rem 0.5rem; }
button { background: #4a2c1d; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
`;
