import { readViewChange, VIEW_CHANGE_FORM, viewChangeCookie } from '../../../core/footer/view-changer';
import type { FeatureServer } from '../../feature-record';

export default {
  /** The footer's view changer posted without JavaScript (on any page): the chosen view's cookie, and the page again (a GET). */
  posts: [
    {
      form: VIEW_CHANGE_FORM,
      answer: (_resolver, fields) => {
        const change = readViewChange(fields);
        return Promise.resolve({ redirect: { to: 'page', cookies: change ? [viewChangeCookie(change)] : [] } });
      },
    },
  ],
} satisfies FeatureServer;
