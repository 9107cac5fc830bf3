import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as TE from 'fp-ts/TaskEither';
import { SILENT_LOGGER } from '../../core/shared/logger.port';
import { renderToString } from 'react-dom/server';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { LOCALES } from '../../core/country/locale';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { DEFAULT_ORIGIN_ADDITION, EMBEDDED_ORIGIN } from '../../core/newsletter/newsletter-payload';
import { widgetIdPrefix, widgetMarkupFile, type WidgetSettings } from './widget-settings';
import { widgetContainer } from '../features/newsletter/widget';
import { WidgetTree } from './widget-tree';

/**
 * Writes the widget's markup beside its script (`vite build --mode widget-markup`, then `node
 * node_modules/.cache/widget-markup/write-widget-markup.js dist/widget`): per storefront, locale and heading level, the
 * HTML of its first render (the shop's addresses root-relative) after the locale's copy as JSON. Static files: any cache may keep them.
 */
/** The markup's render sends nothing (no effect runs in it). */
const nobodySubscribes = () => TE.right({ kind: 'BOT' as const, email: '' });

const writeWidgetMarkup = async (outDir: string): Promise<number> => {
  let written = 0;
  for (const country of COUNTRY_CODES) {
    for (const locale of LOCALES) {
      const messages = await loadCatalogue(locale);
      for (const headingLevel of [2, 3] as const) {
        const settings: WidgetSettings = {
          country,
          locale,
          headingLevel,
          origin: EMBEDDED_ORIGIN,
          originAddition: DEFAULT_ORIGIN_ADDITION,
        };
        const resolver = widgetContainer(settings, { subscribe: nobodySubscribes, logger: SILENT_LOGGER, shopOrigin: '' });
        const html = renderToString(<WidgetTree settings={settings} resolver={resolver} messages={messages} shopOrigin="" />, {
          identifierPrefix: widgetIdPrefix(country),
        });
        // The copy the React part renders with comes with the markup (data, not script: no copy chunk on the wake path).
        const copy = `<script type="application/json" data-copy>${JSON.stringify(messages).replace(/</g, '\\u003c')}</script>`;
        const file = join(outDir, widgetMarkupFile(settings));
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, `${copy}${html}`);
        written += 1;
      }
    }
  }
  return written;
};

const outDir = process.argv[2];
if (!outDir) throw new Error('Usage: write-widget-markup.js <widget build directory>');
console.log(`Widget markup: ${await writeWidgetMarkup(outDir)} files in ${outDir}/markup/ (${Object.keys(COUNTRIES).length} storefronts).`);
