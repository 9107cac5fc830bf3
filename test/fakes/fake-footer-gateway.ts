import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../../core/country/country';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import type { FooterGateway } from '../../core/footer/footer-gateway.port';
import type { HttpFailure } from '../../core/shared/http-failure';

/** A footer gateway answering what the test says (or a per-country table), recording which countries were asked. */
export class FakeFooterGateway implements FooterGateway {
  readonly requested: CountryCode[] = [];
  constructor(
    private answer: E.Either<HttpFailure, CmsFooterContent> | ((country: CountryCode) => E.Either<HttpFailure, CmsFooterContent>),
  ) {}
  load(country: CountryCode): TE.TaskEither<HttpFailure, CmsFooterContent> {
    this.requested.push(country);
    return TE.fromEither(typeof this.answer === 'function' ? this.answer(country) : this.answer);
  }
  /** Changes the answer for later calls. */
  answerWith(answer: E.Either<HttpFailure, CmsFooterContent>): void {
    this.answer = answer;
  }
}
