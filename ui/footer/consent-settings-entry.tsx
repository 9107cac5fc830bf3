import { useInlineScripts } from '../app/inline-scripts';

/**
 * The legal bar's cookie-settings entry (spec 2.2: a legal link whose target is a script URL opens the cookie consent
 * settings): an action, not a navigation, and one only script can take (without script no consent platform runs). So
 * it is not markup but its script, in a neighbouring item of the legal links' list (`place`: the entry's item goes
 * before or after that one) or, alone, a child of the list: as the page is parsed the script puts the entry's `<li>`
 * and button there, whose click asks the consent platform to open its settings at once, in that task,
 * without waiting for the storefront's code. A client that runs no script never sees the entry (nor a dead button).
 * The content's script URL is never rendered or executed: the text is all the entry takes from the content.
 */
export const ConsentSettingsEntry = ({ text, place }: { text: string; place?: 'before' | 'after' }) => {
  const scripts = useInlineScripts();
  return scripts ? (
    <script
      data-text={text}
      data-place={place}
      data-class="footer-link-button footer-consent-button"
      dangerouslySetInnerHTML={{ __html: scripts.consentSettingsEntry }}
    />
  ) : null;
};
