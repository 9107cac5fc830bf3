import { island } from '../app/island';
import { useMessages } from '../app/storefront-context';
import { ButtonSection, LinkSection } from './catalogue/button-section';
import { ChoiceSection } from './catalogue/choice-section';
import { ExpansionSection, NotificationSection, TextSliderSection } from './catalogue/display-section';
import { InputSection, SelectSection } from './catalogue/field-section';
import { FormSection, ModalSection } from './catalogue/interaction-section';
import './catalogue/catalogue.css';

declare module '../app/island' {
  /** The demo sections: no props (each reads the locale's copy). */
  interface IslandRegistry extends Record<
    | 'catalogue-buttons'
    | 'catalogue-inputs'
    | 'catalogue-selects'
    | 'catalogue-choices'
    | 'catalogue-notifications'
    | 'catalogue-expansion'
    | 'catalogue-text-slider'
    | 'catalogue-modal'
    | 'catalogue-form',
    NoProps
  > {}
}

// Each demo section is an island of its own, woken when it scrolls into view or is touched (composition/features/catalogue/island.ts):
// the page hydrates only what the shopper looks at. The links need no script: static markup.
const Buttons = island('catalogue-buttons', ButtonSection);
const Inputs = island('catalogue-inputs', InputSection);
const Selects = island('catalogue-selects', SelectSection);
const Choices = island('catalogue-choices', ChoiceSection);
const Notifications = island('catalogue-notifications', NotificationSection);
const Expansion = island('catalogue-expansion', ExpansionSection);
const TextSliders = island('catalogue-text-slider', TextSliderSection);
const Modals = island('catalogue-modal', ModalSection);
const Form = island('catalogue-form', FormSection);

const SECTIONS = ['buttons', 'links', 'inputs', 'selects', 'choices', 'notifications', 'expansion', 'textSlider', 'modal', 'form'] as const;
const anchor = (key: (typeof SECTIONS)[number]): string => (key === 'textSlider' ? 'text-slider' : key);

/** The component catalogue at /components: every component in every state and variant, in the current locale. */
const CataloguePage = () => {
  const copy = useMessages('components');
  const catalogue = copy.catalogue;
  return (
    <div className="catalogue">
      <header className="catalogue__header">
        <h1 id="catalogue-title">{catalogue.title}</h1>
        <p className="catalogue__intro">{catalogue.intro}</p>
        <p className="catalogue__legend">{copy.requiredLegend}</p>
      </header>
      <nav className="catalogue__toc" aria-labelledby="catalogue-title">
        <ul>
          {SECTIONS.map((key) => (
            <li key={key}>
              <a href={`#${anchor(key)}`}>{catalogue.sections[key]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="catalogue__sections">
        <Buttons />
        <LinkSection />
        <Inputs />
        <Selects />
        <Choices />
        <Notifications />
        <Expansion />
        <TextSliders />
        <Modals />
        <Form />
      </div>
    </div>
  );
};
export default CataloguePage;
