import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../../core/country/country';
import type { AbTestAssignmentGateway } from '../../core/footer/ab-test-assignment.port';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import type { FooterGateway, FooterGatewayError } from '../../core/footer/footer-gateway.port';

/** A footer gateway answering what the test says (or a per-country table), recording which countries were asked. */
export class FakeFooterGateway implements FooterGateway {
  readonly requested: CountryCode[] = [];
  constructor(private answer: E.Either<FooterGatewayError, CmsFooterContent> | ((country: CountryCode) => E.Either<FooterGatewayError, CmsFooterContent>)) {}
  load(country: CountryCode): TE.TaskEither<FooterGatewayError, CmsFooterContent> {
    this.requested.push(country);
    return TE.fromEither(typeof this.answer === 'function' ? this.answer(country) : this.answer);
  }
  /** Changes the answer for later calls. */
  answerWith(answer: E.Either<FooterGatewayError, CmsFooterContent>): void { this.answer = answer; }
}

/** Counts A/B assignment calls; can be told to fail. */
export class FakeAssignmentGateway implements AbTestAssignmentGateway {
  calls = 0;
  constructor(private readonly fail = false) {}
  requestAssignment(): TE.TaskEither<{ readonly kind: 'FAILED'; readonly message: string }, void> {
    this.calls += 1;
    return this.fail ? TE.left({ kind: 'FAILED', message: 'status 503' }) : TE.right(undefined);
  }
}
