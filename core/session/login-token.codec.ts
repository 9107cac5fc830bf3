import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { decodeBase64Url } from '../shared/base64';

interface EpochSecondsBrand {
  readonly EpochSeconds: unique symbol;
}

/** A point in time in whole or fractional seconds since the epoch, as token payloads carry it. */
export const EpochSeconds = t.brand(
  t.number,
  (n): n is t.Branded<number, EpochSecondsBrand> => Number.isFinite(n) && n > 0,
  'EpochSeconds',
);

/** The payload of a LoginToken or LongTermToken cookie (spec 3.4): exp (expiry), ren (renew time), lid (long-term identifier). */
export const TokenPayloadCodec = t.intersection([t.type({ exp: EpochSeconds, ren: EpochSeconds }), t.partial({ lid: t.string })]);

/** A decoded token payload. */
export type TokenPayload = t.TypeOf<typeof TokenPayloadCodec>;

/** Why a token cookie gave no payload: absent, not base64url JSON, or JSON of the wrong shape. */
export type TokenProblem = { readonly kind: 'MISSING' } | { readonly kind: 'GARBLED' } | { readonly kind: 'WRONG_SHAPE' };

/**
 * Decodes a token cookie value "<base64url JSON payload>.<secret>" (the secret stays opaque to the client).
 * Never throws: every bad value becomes a TokenProblem.
 */
export const decodeTokenCookie = (value: string | undefined): E.Either<TokenProblem, TokenPayload> => {
  const encoded = value?.trim().split('.')[0];
  if (!encoded) return E.left({ kind: 'MISSING' });
  return pipe(
    E.fromNullable<TokenProblem>({ kind: 'GARBLED' })(decodeBase64Url(encoded)),
    E.chain((text) => E.parseJSON(text, (): TokenProblem => ({ kind: 'GARBLED' }))),
    E.chain((json) =>
      pipe(
        TokenPayloadCodec.decode(json),
        E.mapLeft((): TokenProblem => ({ kind: 'WRONG_SHAPE' })),
      ),
    ),
  );
};

/** The payload's long-term identifier, or undefined when it has none (absent or blank). */
export const lidOf = (payload: TokenPayload): string | undefined => (payload.lid?.trim() ? payload.lid : undefined);
