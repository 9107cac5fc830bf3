import type { Locale } from '../country/locale';
import type { PluralMessage, PluralMessageOf } from '../text/plural-message';
import type { ValidationMessages } from '../validation/validation.messages';

/** Texts of the catalogue page at /components (demo content shown in the current locale). */
export interface CatalogueMessages {
  readonly title: string;
  readonly intro: string;
  readonly sections: {
    readonly buttons: string;
    readonly links: string;
    readonly inputs: string;
    readonly selects: string;
    readonly choices: string;
    readonly notifications: string;
    readonly expansion: string;
    readonly textSlider: string;
    readonly modal: string;
    readonly form: string;
  };
  /** Captions of states and groups in the catalogue. */
  readonly states: {
    readonly default: string;
    readonly valid: string;
    readonly error: string;
    readonly disabled: string;
    readonly loading: string;
    readonly controlled: string;
    readonly single: string;
    readonly multiple: string;
    readonly preventCloseLast: string;
  };
  readonly demo: {
    readonly addToCart: string;
    readonly clicked: string;
    readonly internalLink: string;
    readonly externalLink: string;
    readonly unsafeLink: string;
    readonly mailLink: string;
    readonly firstName: string;
    readonly email: string;
    readonly password: string;
    readonly quantity: string;
    readonly iban: string;
    readonly emailHint: string;
    readonly quantityHint: string;
    readonly invalidEmail: string;
    readonly country: string;
    readonly choose: string;
    readonly countries: readonly string[];
    readonly salutation: string;
    readonly salutations: readonly string[];
    readonly delivery: string;
    readonly deliveryOptions: readonly string[];
    readonly newsletterConsent: string;
    readonly termsConsent: string;
    readonly termsError: string;
    readonly notificationTitle: string;
    readonly info: string;
    readonly success: string;
    readonly warning: string;
    readonly error: string;
    readonly bannerText: string;
    readonly showBannerAgain: string;
    readonly panels: ReadonlyArray<{ readonly title: string; readonly text: string }>;
    readonly sliderText: string;
    readonly openModal: string;
    readonly modalTitle: string;
    readonly modalText: string;
    readonly apply: string;
    readonly cancel: string;
    readonly submit: string;
    readonly formValid: string;
  };
}

/** Copy of the shared component set (spec 4.4, 5.2, 9) and its catalogue page; P: the shape of its plural messages. */
export interface ComponentMessages<P extends PluralMessage = PluralMessage> {
  /** Validation messages: '{field} is not valid.' and the built-in validators' defaults. */
  readonly validation: ValidationMessages<P>;
  /** Screen-reader text of the '*' marking a required field. */
  readonly required: string;
  /** The legend of the '*' marker, e.g. '* Required field'. */
  readonly requiredLegend: string;
  /** Announced while a button is loading. */
  readonly loading: string;
  /** Close button of banners and dialogs. */
  readonly close: string;
  /** Appended (visually hidden) to links that open in a new tab. */
  readonly opensInNewTab: string;
  /** Default labels of the text slider (spec 9: 'Mehr anzeigen' / 'Weniger anzeigen'). */
  readonly textSlider: { readonly more: string; readonly less: string };
  /** Password strength (spec 5.2): the readout's label and the four levels. */
  readonly passwordStrength: {
    readonly label: string;
    readonly weak: string;
    readonly ok: string;
    readonly strong: string;
    readonly veryStrong: string;
  };
  readonly showPassword: string;
  readonly hidePassword: string;
  /** Visually hidden prefixes naming a notification's type for screen readers. */
  readonly notificationTypes: { readonly info: string; readonly success: string; readonly error: string; readonly warning: string };
  readonly catalogue: CatalogueMessages;
}

/** The component copy of one locale, each plural message with exactly the forms its language has. */
export type ComponentCopy<L extends Locale> = ComponentMessages<PluralMessageOf<L>>;
