/** Where the newsletter images live (spec 2.3). */
export const NEWSLETTER_IMAGE_PATH = '/service/newsletterfrontend/newslettersubscriptionform/';

/** The sign-up form's image: a desktop file from 1024 px and a tablet file from 767 px (spec 2.3), with their sizes. */
export const NEWSLETTER_IMAGES = {
  desktop: { file: '968760586326d734.jpg', width: 960, height: 960, minViewport: 1024 },
  tablet: { file: '9a92b2dbe4d71d02.jpg', width: 600, height: 600, minViewport: 767 },
} as const;

/** The address of one image file. */
export const newsletterImageUrl = (file: string): string => `${NEWSLETTER_IMAGE_PATH}${file}`;
