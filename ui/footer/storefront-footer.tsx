import type { ReactNode } from 'react';
import { FooterView } from './footer-view';
import { useFooter } from './use-footer';

/** The footer of every storefront page, wired to its use cases; the newsletter widget comes in from the slot. */
export const StorefrontFooter = ({ newsletter }: { newsletter?: ReactNode }) => {
  const footer = useFooter();
  return (
    <FooterView
      model={footer.model}
      visitorKnown={footer.visitorKnown}
      newsletter={newsletter}
      onOpenConsentSettings={footer.openConsentSettings}
      onChangeView={footer.changeView}
      onChooseCountry={footer.chooseCountry}
    />
  );
};
