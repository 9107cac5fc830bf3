import { loadIbanRule } from '../../../ui/components/input/use-input-behaviour';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { StorefrontProvider } from '../../../ui/app/storefront-context';

/** Renders a component inside the storefront context of a locale (de-DE unless told), as the app does. */
export const renderWithCopy = async (ui: ReactElement, locale: Locale = 'de-DE'): Promise<RenderResult> => {
  const messages = await loadCatalogue(locale);
  // An iban field's edit rule is a chunk of its own: loaded first, as a page would have it by the time anyone types.
  await loadIbanRule();
  const wrap = (node: ReactElement) => (
    <StorefrontProvider storefront={{ country: 'DE', locale }} messages={messages}>
      {node}
    </StorefrontProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) } as RenderResult;
};
