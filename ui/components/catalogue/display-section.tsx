import { useState } from 'react';
import { useMessages } from '../../app/storefront-context';
import { Button, ExpansionPanel, ExpansionPanelGroup, Notification, TextSlider } from './catalogue-kit';
import type { NotificationType, NotificationVariant } from '../notification/notification';
import { CatalogueSection, Code, Specimen } from './catalogue-layout';

const TYPES: readonly NotificationType[] = ['info', 'success', 'warning', 'error'];
const VARIANTS: readonly NotificationVariant[] = ['banner', 'copysize', 'footnotesize'];

/** Notifications: four types in three variants; banners close once (and come back only by remounting). */
export const NotificationSection = () => {
  const copy = useMessages('components').catalogue;
  const [round, setRound] = useState(0);
  return (
    <CatalogueSection id="notifications" title={copy.sections.notifications}>
      {VARIANTS.map((variant) => (
        <Specimen key={variant} caption={<Code>{variant}</Code>}>
          <div className="catalogue-stack" key={`${variant}-${round}`}>
            {TYPES.map((type) => (
              <Notification
                key={type}
                type={type}
                variant={variant}
                closable={variant === 'banner'}
                title={variant === 'banner' && type === 'info' ? copy.demo.notificationTitle : undefined}
              >
                {copy.demo[type]}
              </Notification>
            ))}
          </div>
        </Specimen>
      ))}
      <Specimen caption={<Code>banner</Code>} wide>
        <div className="catalogue-stack">
          <Notification type="success" variant="banner" closable key={round}>
            {copy.demo.bannerText}
          </Notification>
          <div>
            <Button variant="secondary" size="small" onClick={() => setRound((n) => n + 1)} className="needs-script">
              {copy.demo.showBannerAgain}
            </Button>
          </div>
        </div>
      </Specimen>
    </CatalogueSection>
  );
};

/** Expansion panels: single, multiple and prevent-close-last groups, a standalone panel, a disabled panel. */
export const ExpansionSection = () => {
  const copy = useMessages('components').catalogue;
  const panels = copy.demo.panels;
  const [controlled, setControlled] = useState<string[]>(['returns']);
  const ids = ['delivery', 'returns', 'payment', 'gift-card'];
  const renderPanels = () =>
    panels.map((panel, index) => (
      <ExpansionPanel key={ids[index]} id={ids[index] ?? String(index)} title={panel.title} headingLevel={4} disabled={index === 3}>
        <p>{panel.text}</p>
      </ExpansionPanel>
    ));
  return (
    <CatalogueSection id="expansion" title={copy.sections.expansion}>
      <Specimen caption={copy.states.single}>
        <ExpansionPanelGroup defaultExpanded={['delivery']}>{renderPanels()}</ExpansionPanelGroup>
      </Specimen>
      <Specimen caption={copy.states.multiple}>
        <ExpansionPanelGroup multiple defaultExpanded={['delivery', 'payment']}>
          {renderPanels()}
        </ExpansionPanelGroup>
      </Specimen>
      <Specimen caption={copy.states.preventCloseLast}>
        <ExpansionPanelGroup preventCloseLast expanded={controlled} onExpandedChange={setControlled}>
          {renderPanels()}
        </ExpansionPanelGroup>
      </Specimen>
      <Specimen caption={copy.states.default}>
        <ExpansionPanel id="standalone" title={panels[0]?.title} headingLevel={4}>
          <p>{panels[0]?.text}</p>
        </ExpansionPanel>
      </Specimen>
    </CatalogueSection>
  );
};

/** Text sliders: collapsed by default, and expanded from the start. */
export const TextSliderSection = () => {
  const copy = useMessages('components').catalogue;
  return (
    <CatalogueSection id="text-slider" title={copy.sections.textSlider}>
      <Specimen caption={copy.states.default}>
        <TextSlider>
          <p>{copy.demo.sliderText}</p>
        </TextSlider>
      </Specimen>
      <Specimen caption={<Code>defaultExpanded</Code>}>
        <TextSlider defaultExpanded>
          <p>{copy.demo.sliderText}</p>
        </TextSlider>
      </Specimen>
    </CatalogueSection>
  );
};
