import { lazy, Suspense, useEffect, useId, useRef, type FormEvent } from 'react';
import { FORM_FIELD, NEWSLETTER_FORM, ORIGIN_ADDITION_FIELD } from '../../core/newsletter/newsletter-form-post';
import { formatPercent } from '../../core/i18n/number-format';
import { formatPlural } from '../../core/i18n/plural-message';
import { formatMessage } from '../../core/i18n/format-message';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Input } from '../components/input/input';
import { Notification } from '../components/notification/notification';
import { CopyText } from './copy-text';
import { NewsletterMedia } from './newsletter-media';
import { useNewsletterSignup } from './use-newsletter-signup';
import './newsletter-widget.css';
import { HEADING_TAGS } from '../components/shared/heading-tag';

/** The expanded part is its own chunk: most visitors never focus the field. */
const loadExtension = () => import('./newsletter-form-extension');
const NewsletterFormExtension = lazy(loadExtension);

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
}

/** The newsletter sign-up widget with double opt-in (spec 2.3, 4.1): progressive form, honeypot, success notice. */
export const NewsletterWidget = ({
  origin,
  originAddition,
  onSuccess,
  headingLevel = 2,
  invalidConfirmationLink,
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
    dneHidden,
    errors,
    expanded,
    focus,
    fieldRefs,
    formVisible,
    honeypotRef,
    locked,
    originAddition: formOriginAddition,
    submit,
  } = useNewsletterSignup({ origin, originAddition, onSuccess, invalidConfirmationLink });
  const titleId = useId();
  const honeypotId = useId();
  const successRef = useRef<HTMLHeadingElement>(null);
  const Heading = HEADING_TAGS[headingLevel];
  const SubHeading = HEADING_TAGS[headingLevel === 2 ? 3 : 4];
  const discount = formatPercent(locale, rules.discountPercent);
  // The form posts to its page with this fragment: without JavaScript the answer page opens at the widget's body (the
  // notice, the success, the field messages), focused, not at the top of the page.
  const answerId = `newsletter-answer-${formOriginAddition}`;

  useEffect(() => {
    if (submission.status === 'SUCCESS') successRef.current?.focus();
  }, [submission.status]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  // Start fetching the expanded part as soon as the visitor heads for the form, so it is there when they focus.
  const preload = () => {
    void loadExtension();
  };

  return (
    <section className="newsletter" aria-labelledby={titleId}>
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
            {submission.status === 'ERROR_TOO_MANY_ATTEMPTS' ? (
              <Notification type="error" variant="banner">
                {copy.errorTooManyAttempts}
              </Notification>
            ) : null}
            {/* Posts to the page itself: without JavaScript the server answers with the same rules and messages. */}
            <form
              className="newsletter__form"
              noValidate
              aria-labelledby={titleId}
              onSubmit={onSubmit}
              onPointerEnter={preload}
              method="post"
              action={`${action}#${answerId}`}
            >
              <input type="hidden" name={FORM_FIELD} value={NEWSLETTER_FORM} />
              <input type="hidden" name={ORIGIN_ADDITION_FIELD} value={formOriginAddition} />
              <Input
                type="email"
                name="email"
                label={copy.emailLabel}
                autoComplete="email"
                required
                value={values.email}
                disabled={busy || locked.has('email')}
                error={errors.email ? copy.errors[errors.email] : undefined}
                inputRef={fieldRefs.email}
                onValueChange={(email) => change({ email })}
                onFocus={() => focus('email')}
                onBlur={() => blur('email')}
              />
              <div className="newsletter__honeypot" aria-hidden="true">
                <label htmlFor={honeypotId}>{copy.honeypotLabel}</label>
                <input id={honeypotId} ref={honeypotRef} type="text" name="homepage" tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              {expanded ? (
                <Suspense fallback={null}>
                  <NewsletterFormExtension
                    rules={rules}
                    values={values}
                    errors={errors}
                    locked={locked}
                    disabled={busy}
                    dneHidden={dneHidden}
                    fieldRefs={fieldRefs}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    onChange={change}
                    onFocus={focus}
                    onBlur={blur}
                  />
                </Suspense>
              ) : null}
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
                  <> {formatPlural(locale, copy.voucherValidity, rules.voucherValidityMonths)}</>
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
    </section>
  );
};
