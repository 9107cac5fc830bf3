import * as t from 'io-ts';

/** The preview token answer: only status is read (spec 7.3). */
export const PreviewTokenAnswerCodec = t.type({
  status: t.keyof({ SUCCESS: null, BAD_REQUEST: null, INTERNAL_ERROR: null, UNAUTHORIZED: null }),
});
