import { useState } from 'react';
import { knownSafeHref, safeHref } from '../../../core/shared/safe-href.codec';
import { useMessages } from '../../app/storefront-context';
import type { ButtonSize, ButtonVariant } from '../button/button';
import { Button, Checkbox, TextLink } from './catalogue-kit';
import { CatalogueSection, Code, Specimen } from './catalogue-layout';

const STOREFINDER = knownSafeHref('/service/storefinder/');

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'activating', 'sale', 'community'];
const SIZES: readonly ButtonSize[] = ['small', 'medium', 'large'];

/** Buttons: every variant in every size, disabled and loading, and a live demo that ignores clicks while loading. */
export const ButtonSection = () => {
  const copy = useMessages('components').catalogue;
  const [clicks, setClicks] = useState(0);
  const [loading, setLoading] = useState(false);
  return (
    <CatalogueSection id="buttons" title={copy.sections.buttons}>
      {VARIANTS.map((variant) => (
        <Specimen key={variant} caption={<Code>{variant}</Code>}>
          <div className="catalogue-stack">
            <div className="catalogue-row">
              {SIZES.map((size) => (
                <Button key={size} variant={variant} size={size}>
                  {copy.demo.addToCart}
                </Button>
              ))}
            </div>
            <div className="catalogue-row">
              <Button variant={variant} disabled>
                {copy.states.disabled}
              </Button>
              <Button variant={variant} loading>
                {copy.demo.addToCart}
              </Button>
            </div>
          </div>
        </Specimen>
      ))}
      <Specimen caption={copy.states.loading}>
        <div className="catalogue-stack">
          <Button variant="activating" loading={loading} onClick={() => setClicks((n) => n + 1)} fullWidth>
            {copy.demo.addToCart}
          </Button>
          <Checkbox name="button-loading" label={copy.states.loading} checked={loading} onCheckedChange={setLoading} />
          <p className="catalogue-output" role="status">
            {copy.demo.clicked.replace('{count}', String(clicks))}
          </p>
        </div>
      </Specimen>
    </CatalogueSection>
  );
};

/** Text links: internal, external (new tab), mail, an unsafe target rendered without href, and on a dark ground. */
export const LinkSection = () => {
  const copy = useMessages('components').catalogue;
  return (
    <CatalogueSection id="links" title={copy.sections.links}>
      <Specimen caption={copy.states.default}>
        <div className="catalogue-stack">
          <TextLink href={STOREFINDER}>{copy.demo.internalLink}</TextLink>
          <TextLink href={knownSafeHref('https://example.com/nachhaltigkeit')} external>
            {copy.demo.externalLink}
          </TextLink>
          <TextLink href={knownSafeHref('mailto:service@example.com')}>{copy.demo.mailLink}</TextLink>
        </div>
      </Specimen>
      <Specimen caption={<Code>javascript:</Code>}>
        <TextLink href={safeHref('javascript:alert(1)')}>{copy.demo.unsafeLink}</TextLink>
      </Specimen>
      <Specimen caption={<Code>inverse</Code>} tone="dark">
        <TextLink href={STOREFINDER} tone="inverse">
          {copy.demo.internalLink}
        </TextLink>
      </Specimen>
    </CatalogueSection>
  );
};
