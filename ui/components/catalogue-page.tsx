import { useMessages } from '../app/storefront-context';
import { ButtonSection, LinkSection } from './catalogue/button-section';
import { ChoiceSection } from './catalogue/choice-section';
import { ExpansionSection, NotificationSection, TextSliderSection } from './catalogue/display-section';
import { InputSection, SelectSection } from './catalogue/field-section';
import { FormSection, ModalSection } from './catalogue/interaction-section';
import './catalogue/catalogue.css';

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
        <ButtonSection />
        <LinkSection />
        <InputSection />
        <SelectSection />
        <ChoiceSection />
        <NotificationSection />
        <ExpansionSection />
        <TextSliderSection />
        <ModalSection />
        <FormSection />
      </div>
    </div>
  );
};
export default CataloguePage;
