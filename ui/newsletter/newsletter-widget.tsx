import { useEffect, useId, useRef, type FormEvent } from 'react';
import { HONEYPOT_FIELD, NEWSLETTER_FORM, ORIGIN_ADDITION_FIELD, ORIGIN_FIELD } from '../../core/newsletter/newsletter-form-post';
import { FORM_FIELD } from '../../core/shared/form-post';
import { formatPercent } from '../../core/text/number-format';
import { formatPlural } from '../../core/text/plural-message';
import { formatMessage } from '../../core/text/format-message';
import { newsletterFormRules } from '../../core/newsletter/newsletter-form-rules';
import type { NewsletterField } from '../../core/newsletter/newsletter-form';
import { fromCopy, wordRules } from '../../core/validation/worded-rules';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Input } from '../components/input/input';
import { Notification } from '../components/notification/notification';
import { CopyText } from './copy-text';
import { NewsletterMedia } from './newsletter-media';
import { useNewsletterSignup } from './use-newsletter-signup';
import './newsletter-widget.css';
import { HEADING_TAGS } from '../components/shared/heading-tag';
import { classNames } from '../components/shared/class-names';
import NewsletterFormExtension from './newsletter-form-extension';
import { LegalTextMark } from './legal-text-mark';

/** Props of the embeddable sign-up widget. */
export interface NewsletterWidgetProps {
  /** Where the widget is embedded (payload origin, default 'onsite'). */
  readonly origin?: string;
  /** Which part of the page (payload originAddition, default 'subsite'), e.g. 'footer'. */
  readonly originAddition?: string;
  /** Called after every successful submit, a bot's included (spec 4.1 success event). */
  onSuccess?(): void;
  /** Level of the widget's heading (default 2). */
  readonly headingLevel?: 2 | 3;
  /** Shows the invalid-link banner until the email field gets focus (after a failed confirmation). */
  readonly invalidConfirmationLink?: boolean;
  /**
   * The id of the answer a post without JavaScript lands on (default `newsletter-answer-<originAddition>`, unique per
   * widget on a page): the sign-up page's, which answers every embedded widget's fallback form, and the embedded
   * widget's own use NEWSLETTER_ANSWER_ID, the fragment partners put on their fallback form's action.
   */
  readonly answerId?: typeof NEWSLETTER_ANSWER_ID;
}

/** The fragment a fallback form posting to the sign-up page names, to land on (and focus) the answer: docs/newsletter.md. */
export const NEWSLETTER_ANSWER_ID = 'newsletter-answer';

/** The newsletter sign-up widget with double opt-in (spec 2.3, 4.1): progressive form, honeypot, success notice. */
export const NewsletterWidget = ({
  origin,
  originAddition,
  onSuccess,
  headingLevel = 2,
  invalidConfirmationLink,
  answerId: stableAnswerId,
}: NewsletterWidgetProps) => {
  const copy = useMessages('newsletter');
  const { locale } = useStorefront();
  // Taken apart at once: the hook hands out refs, which render must not read through the object.
  const {
    rules,
    values,
    submission,
    submitting: busy,
    action,
    blur,
    change,
    type,
    dneHidden,
    errors,
    expanded,
    focus,
    fieldRefs,
    formRef,
    formVisible,
    honeypot,
    fillHoneypot,
    legalNoticeOpen,
    locked,
    origin: formOrigin,
    originAddition: formOriginAddition,
    submit,
    toggleLegalNotice,
  } = useNewsletterSignup({ origin, originAddition, onSuccess, invalidConfirmationLink });
  const titleId = useId();
  const honeypotId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const Heading = HEADING_TAGS[headingLevel];
  const SubHeading = HEADING_TAGS[headingLevel === 2 ? 3 : 4];
  const discount = formatPercent(locale, rules.discountPercent);
  // Each field's rules in the storefront's words: the first-load script answers them before and without the island.
  const formRules = newsletterFormRules(rules);
  const worded = (field: NewsletterField) => wordRules(formRules[field], fromCopy(copy.errors));
  // The form posts to its page with this fragment: without JavaScript the answer page opens at the widget's body (the
  // notice, the success, the field messages), focused, not at the top of the page.
  const answerId = stableAnswerId ?? `newsletter-answer-${formOriginAddition}`;

  useEffect(() => {
    if (submission.status === 'SUCCESS') successRef.current?.focus();
  }, [submission.status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    // The section is the query container: the card lays out by the width it is given (a footer, a 300 px sidebar on
    // another site's page), not by the window's.
    <section className="newsletter" aria-labelledby={titleId}>
      <div className="newsletter__card">
        <NewsletterMedia discount={discount} bubbleText={copy.bubbleText} alt={copy.imageAlt} />
        <div className="newsletter__body" id={answerId} tabIndex={-1}>
          <Heading id={titleId} className="newsletter__title">
            {copy.title}
          </Heading>
          {formVisible ? (
            <>
              <p className="newsletter__intro">{formatMessage(copy.intro, { discount })}</p>
              {submission.invalidLink ? (
                <Notification type="error" variant="banner">
                  {copy.invalidLink}
                </Notification>
              ) : null}
              {submission.status === 'REVIEW' ? <Notification type="info">{copy.reviewLegalNotice}</Notification> : null}
              {submission.status === 'ERROR_GENERIC' ? (
                <Notification type="error" variant="banner">
                  {copy.errorGeneric}
                </Notification>
              ) : null}
              {submission.status === 'UNCONFIRMED' ? <Notification type="info">{copy.sentUnconfirmed}</Notification> : null}
              {submission.status === 'ERROR_TOO_MANY_ATTEMPTS' ? (
                <Notification type="error" variant="banner">
                  {copy.errorTooManyAttempts}
                </Notification>
              ) : null}
              {submission.status === 'ERROR_SITE_NOT_LISTED' ? (
                <Notification type="error" variant="banner">
                  {copy.siteNotListedAtShop}
                </Notification>
              ) : null}
              {submission.status === 'ERROR_TEXTS_NOT_SHOWN' ? (
                <Notification type="error" variant="banner">
                  {copy.errorTextsNotShown}
                </Notification>
              ) : null}
              {/*
              Posts to the page itself: without JavaScript the server answers with the same rules and messages. The
              further fields are in the HTML: CSS reveals them the moment the email field has focus (spec 4.1), with or
              without script; the controller's `expanded` keeps them open once script runs.
            */}
              <form
                ref={formRef}
                className={classNames('newsletter__form', expanded && 'newsletter__form--expanded')}
                noValidate
                aria-labelledby={titleId}
                onSubmit={onSubmit}
                method="post"
                action={`${action}#${answerId}`}
              >
                <input type="hidden" name={FORM_FIELD} value={NEWSLETTER_FORM} />
                <input type="hidden" name={ORIGIN_FIELD} value={formOrigin} />
                <input type="hidden" name={ORIGIN_ADDITION_FIELD} value={formOriginAddition} />
                <Input
                  type="email"
                  name="email"
                  label={copy.emailLabel}
                  autoComplete="email"
                  required
                  // Blank, so CSS can tell a typed address (:placeholder-shown) and keep the further fields open for it.
                  placeholder=" "
                  formValue={values.email}
                  disabled={busy || locked.has('email')}
                  error={errors.email ? copy.errors[errors.email] : undefined}
                  rules={worded('email')}
                  inputRef={fieldRefs.email}
                  onValueChange={(email) => type({ email })}
                  onFocus={() => focus('email')}
                  onBlur={() => blur('email')}
                />
                {/* Hidden from people, assistive technology and text browsers (which print every label): no label text,
                    only a name no one reads (aria-hidden); bots fill it by its field name. */}
                <div className="newsletter__honeypot" aria-hidden="true">
                  <input
                    id={honeypotId}
                    aria-label={copy.honeypotLabel}
                    type="text"
                    name={HONEYPOT_FIELD}
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(event) => fillHoneypot(event.target.value)}
                  />
                </div>
                {/* The further fields come with the island (nothing lazy on the wake path); CSS reveals them. */}
                <NewsletterFormExtension
                  rules={rules}
                  values={values}
                  errors={errors}
                  locked={locked}
                  disabled={busy}
                  dneHidden={dneHidden}
                  fieldRefs={fieldRefs}
                  headingLevel={headingLevel === 2 ? 3 : 4}
                  legalNoticeOpen={legalNoticeOpen}
                  onLegalNoticeChange={toggleLegalNotice}
                  onChange={change}
                  onType={type}
                  wordedRules={worded}
                  onFocus={focus}
                  onBlur={blur}
                />
                {/* Pressing the button must not blur the field first: a blur error would move the button away before the click lands. */}
                <div className="newsletter__actions" onMouseDown={(event) => event.preventDefault()}>
                  <Button type="submit" variant="primary" loading={busy} fullWidth>
                    {copy.submit}
                  </Button>
                  <p className="newsletter__mandatory">{copy.mandatoryNote}</p>
                </div>
                <p className="newsletter__footnote">
                  <CopyText
                    text={copy.voucherFootnote}
                    links={{ conditions: { href: rules.links.voucherConditions, text: copy.voucherConditionsLinkText } }}
                  />
                  {rules.voucherValidityMonths === null ? null : (
                    <>
                      {' '}
                      <span data-legal-text="VOUCHER_VALIDITY">
                        {formatPlural(locale, copy.voucherValidity, rules.voucherValidityMonths)}
                        <LegalTextMark text="VOUCHER_VALIDITY" shown />
                      </span>
                    </>
                  )}
                </p>
              </form>
            </>
          ) : (
            <div className="newsletter__success" role="status">
              <SubHeading ref={successRef} tabIndex={-1} className="newsletter__success-title">
                {copy.successTitle}
              </SubHeading>
              <p>{formatMessage(copy.successText, { email: submission.sentTo ?? '' })}</p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
};
