import type { ComponentCopy } from '../components.messages';

/** Component copy, English (the spec's texts). */
const copy: ComponentCopy<'en'> = {
  validation: {
    defaultMessage: '{field} is not valid.',
    required: '{field} is a required field.',
    email: 'Please enter a valid e-mail address.',
    maxLength: {
      one: '{field} may have at most {count} character.',
      other: '{field} may have at most {count} characters.',
    },
    minLength: {
      one: '{field} needs at least {count} character.',
      other: '{field} needs at least {count} characters.',
    },
    nameCharacters: '{field} contains invalid characters.',
    noUrl: '{field} must not contain a web address.',
    digits: '{field} may contain digits only.',
  },
  required: 'required',
  requiredLegend: 'Fields marked * are required.',
  loading: 'Loading...',
  close: 'Close',
  opensInNewTab: '(opens in a new tab)',
  textSlider: { more: 'Show more', less: 'Show less' },
  passwordStrength: { label: 'Password strength', weak: 'weak', ok: 'ok', strong: 'strong', veryStrong: 'very strong' },
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  notificationTypes: { info: 'Information', success: 'Success', error: 'Error', warning: 'Warning' },
  catalogue: {
    title: 'Components',
    intro: 'The shared component set of the shop: every component in every state, to look at and try out.',
    sections: {
      buttons: 'Buttons', links: 'Text links', inputs: 'Input fields', selects: 'Select',
      choices: 'Checkbox and radio buttons', notifications: 'Notifications', expansion: 'Expansion panels',
      textSlider: 'Text slider', modal: 'Modal dialog', form: 'Form with validation',
    },
    states: {
      default: 'Default', valid: 'Valid', error: 'Error', disabled: 'Disabled', loading: 'Loading',
      controlled: 'Controlled', single: 'One panel at a time', multiple: 'Several panels (multiple)',
      preventCloseLast: 'The last open panel stays open',
    },
    demo: {
      addToCart: 'Add to basket', clicked: 'Clicks: {count}', internalLink: 'Find a store',
      externalLink: 'Sustainability report', unsafeLink: 'Unsafe link (rendered without a target)',
      mailLink: 'Write to customer service',
      firstName: 'First name', email: 'E-mail address', password: 'Password', quantity: 'Quantity', iban: 'IBAN',
      emailHint: 'We will never pass on your address.', quantityHint: 'Digits only, at most 3.',
      invalidEmail: 'Please enter a valid e-mail address.',
      country: 'Country', choose: 'Please choose', countries: ['Germany', 'Austria', 'Switzerland', 'Poland', 'Czechia', 'Hungary', 'Slovakia', 'Turkey'],
      salutation: 'Salutation', salutations: ['Ms', 'Mr', 'Diverse'],
      delivery: 'Delivery', deliveryOptions: ['Standard delivery', 'Express delivery', 'Click & collect (not available)'],
      newsletterConsent: 'I would like to receive the newsletter.', termsConsent: 'I accept the terms and conditions.',
      termsError: 'Please accept the terms and conditions.',
      notificationTitle: 'Good to know', info: 'Your basket is kept for 30 days.', success: 'The item was added to your basket.',
      warning: 'Only 2 items left in stock.', error: 'The payment could not be completed.',
      bannerText: 'Free delivery on orders over 30 euros this week.', showBannerAgain: 'Show the banner again',
      panels: [
        { title: 'Delivery', text: 'Orders placed before 2 p.m. on working days are dispatched the same day.' },
        { title: 'Returns', text: 'You can return items free of charge within 30 days.' },
        { title: 'Payment', text: 'Pay by invoice, card, PayPal or direct debit.' },
        { title: 'Gift card (unavailable)', text: 'Gift cards are currently not available.' },
      ],
      sliderText: 'Our coffee is roasted slowly in the drum at moderate temperatures. That takes time, but it gives the beans a rounded, mild aroma with little acidity. Each roast is tasted by our master roasters before it is packed and sent to you fresh.',
      openModal: 'Open size chart', modalTitle: 'Size chart', modalText: 'Measure your chest and waist and choose the size whose values are closest.',
      apply: 'Apply', cancel: 'Cancel',
      submit: 'Send', formValid: 'All entries are valid.',
    },
  },
};
export default copy;
