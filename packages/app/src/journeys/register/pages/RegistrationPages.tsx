import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body,
  Button,
  Checkbox,
  Details,
  ErrorSummary,
  Heading,
  Link,
  List,
  MaskedNumber,
  NotificationBanner,
  PasswordInput,
  visibleEnd,
} from '@nhsl/ui';
import { common, registration } from '@nhsl/content';
import { EMAIL_CODE_LIFETIME_MINUTES, SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { paths, policyPaths } from '../../../paths.ts';
import { EmailField } from '../../../shell/EmailField.tsx';
import { PhoneNumberField } from '../../../shell/PhoneNumberField.tsx';
import { SecurityCodeField } from '../../../shell/SecurityCodeFields.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { registrationStoreOf } from '../RegistrationStore.ts';
import {
  createPasswordSchema,
  enterMobileSchema,
  registerEmailSchema,
  registrationCodeSchema,
  registrationFormMessages as messages,
  termsOfUseSchema,
  type CreatePasswordForm,
  type EnterMobileForm,
  type RegisterEmailForm,
  type RegistrationCodeForm,
  type TermsOfUseForm,
} from '../../../shell/registrationSchemas.ts';

/**
 * register/create-account-steps: where NOT_FOUND leads when registration is allowed, and /login's
 * "Create an NHS login": the steps, then Continue to the email page. spec 000 §2 "login", §4;
 * issue 15.
 */
export function CreateAccountStepsPage() {
  const c = registration.createAccountSteps;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body]}
      button={{ text: c.continue, href: paths.registerEmail }}
      link={{ text: c.wrongEmail, href: paths.enterEmail }}
    >
      <Body>{c.stepsIntro}</Body>
      <List items={[...c.steps]} />
    </MessagePage>
  );
}

/**
 * register/create-account: "Enter your email address", prefilled with the address entered at
 * sign-in; checked by the enter-email rules and at most 254 characters, then by the back end's
 * validate email (an address in use or refused shows its message here). issue 15.
 */
export const RegisterEmailPage = observer(function RegisterEmailPage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.createAccount;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<RegisterEmailForm>({
    resolver: zodResolver(registerEmailSchema),
    defaultValues: { email: reg.startingEmail },
    messages,
    fields: ['email'],
    submit: ({ email }) => reg.submitEmail(email),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <JourneyForm onSubmit={onSubmit}>
        <EmailField control={control} label={c.heading} labelAsHeading hint={c.hint} error={inline('email')} />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * register/terms-of-use: links to the terms and the privacy notice and a required "I agree"
 * checkbox; agreeing emails the code and goes to check-email. issue 15.
 */
export const RegisterTermsOfUsePage = observer(function RegisterTermsOfUsePage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.termsOfUse;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<TermsOfUseForm>({
    resolver: zodResolver(termsOfUseSchema),
    defaultValues: { agree: reg.termsAgreed },
    messages,
    fields: ['agree'],
    submit: () => reg.agreeToTerms(),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <List
        items={[
          <Link key="terms" href={policyPaths.termsAndConditions} newTab newTabText={common.opensInNewTab}>
            {c.readTerms}
          </Link>,
          <Link key="privacy" href={policyPaths.privacy} newTab newTabText={common.opensInNewTab}>
            {c.privacy}
          </Link>,
        ]}
      />
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="agree"
          control={control}
          render={({ field }) => (
            <Checkbox
              name="agree"
              label={c.agree}
              checked={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('agree')}
            />
          )}
        />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * register/check-email: the code emailed to the address (from the terms of use, or at once for
 * an account answering UNCONFIRMED), "Send a new code" (then its confirmation), the code field
 * (wrong, expired, attempts and requests answers as for a texted code); right → create-password.
 * spec 000 §4 "UNCONFIRMED"; issue 15.
 */
export const RegisterCheckEmailPage = observer(function RegisterCheckEmailPage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.checkEmail;
  const { form, control, onSubmit, summary, inline, submits, follow, submitting } =
    useJourneyForm<RegistrationCodeForm>({
      resolver: zodResolver(registrationCodeSchema),
      defaultValues: { code: '' },
      messages,
      fields: ['code'],
      secretFields: ['code'],
      submit: ({ code }) => reg.submitEmailCode(code),
    });
  // A new code replaces the old one: the old code's error goes, the confirmation shows.
  const resend = async () => {
    const next = await reg.resendEmailCode();
    form.clearErrors();
    follow(next);
  };
  return (
    <>
      {reg.emailCodeResent && summary.length === 0 ? (
        <NotificationBanner type="success" title={c.resentTitle}>
          {c.resent}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      {reg.finishingUnconfirmed ? <Body>{c.unconfirmed}</Body> : null}
      <Body>
        {c.sentTo} <strong>{reg.emailSentTo}</strong>.
      </Body>
      <Body>{c.validFor(EMAIL_CODE_LIFETIME_MINUTES)}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <SecurityCodeField control={control} label={c.label} hint={c.hint} error={inline('code')} />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <JourneyForm
          intent="resend"
          onSubmit={(e) => {
            e.preventDefault();
            void resend();
          }}
        >
          <Button variant="secondary" busy={reg.busy || submitting}>
            {c.sendAgain}
          </Button>
        </JourneyForm>
      </Details>
      <Body>
        <Link href={paths.registerEmail}>{c.wrongEmail}</Link>
      </Body>
    </>
  );
});

/**
 * register/create-password: the password (at least 8, at most 256 characters, not the email; the
 * back end refuses common passwords) with a show/hide toggle and its confirmation, both offered
 * to the browser's password manager as a new password. Then enter-mobile. issue 15.
 */
export const RegisterCreatePasswordPage = observer(function RegisterCreatePasswordPage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.createPassword;
  const [schema] = useState(() => createPasswordSchema(reg.emailSentTo));
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<CreatePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
    messages,
    fields: ['password', 'confirm'],
    secretFields: ['password', 'confirm'],
    submit: ({ password }) => reg.submitPassword(password),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <JourneyForm onSubmit={onSubmit}>
        {/* The address as the account's username, for the password manager to save with the password. */}
        <input type="email" name="username" autoComplete="username" value={reg.emailSentTo} readOnly hidden />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordInput
              label={c.label}
              name="password"
              hint={c.hint}
              autoComplete="new-password"
              showText={c.showPassword}
              hideText={c.hidePassword}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('password')}
            />
          )}
        />
        <Controller
          name="confirm"
          control={control}
          render={({ field }) => (
            <PasswordInput
              label={c.confirmLabel}
              name="confirm"
              autoComplete="new-password"
              showText={c.showPassword}
              hideText={c.hidePassword}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('confirm')}
            />
          )}
        />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * register/enter-mobile: a UK mobile number (national or international form, normalised by the
 * back end); a code is texted to it. Reached after create-password, or from a login answering
 * UNREGISTERED (then it says the account needs one to be finished). spec 000 §4 "Login
 * authentication_state"; issue 15.
 */
export const RegisterEnterMobilePage = observer(function RegisterEnterMobilePage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.enterMobile;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<EnterMobileForm>({
    resolver: zodResolver(enterMobileSchema),
    defaultValues: { mobile: '' },
    messages,
    fields: ['mobile'],
    submit: ({ mobile }) => reg.submitMobile(mobile),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      {reg.finishingUnregistered ? <Body>{c.unregistered}</Body> : null}
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <PhoneNumberField control={control} name="mobile" label={c.label} hint={c.hint} error={inline('mobile')} />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * register/enter-mobile-code: the code texted to the new number, "Send a new code" (then its
 * confirmation), "Change the mobile phone number"; right → the account is created and signed
 * in, and the journey goes on at authcode (consent shows "You have created an account", or
 * proofing for a P5 client). Wrong, expired, attempts and requests answers as sign-in's. issue 15.
 */
export const RegisterEnterMobileCodePage = observer(function RegisterEnterMobileCodePage() {
  const reg = registrationStoreOf(useStores());
  const c = registration.enterMobileCode;
  const { form, control, onSubmit, summary, inline, submits, follow, submitting } =
    useJourneyForm<RegistrationCodeForm>({
      resolver: zodResolver(registrationCodeSchema),
      defaultValues: { code: '' },
      messages,
      fields: ['code'],
      secretFields: ['code'],
      submit: ({ code }) => reg.submitMobileCode(code),
    });
  // A new code replaces the old one: the old code's error goes, the confirmation shows.
  const resend = async () => {
    const next = await reg.resendMobileCode();
    form.clearErrors();
    follow(next);
  };
  const phone = reg.maskedMobile;
  return (
    <>
      {reg.mobileCodeResent && summary.length === 0 ? (
        <NotificationBanner type="success" title={c.resentTitle}>
          {c.resent}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>
        {c.sentTo}
        {phone ? (
          <>
            {' '}
            <MaskedNumber value={phone} spokenText={c.spokenNumber(visibleEnd(phone))} trailing="." />
          </>
        ) : (
          '.'
        )}
      </Body>
      <Body>{c.validFor(SECURITY_CODE_LIFETIME_MINUTES)}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <SecurityCodeField control={control} label={c.label} hint={c.hint} error={inline('code')} />
        <Button busy={reg.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
      <Details summary={c.notReceived}>
        <Body>{c.notReceivedBody}</Body>
        <JourneyForm
          intent="resend"
          onSubmit={(e) => {
            e.preventDefault();
            void resend();
          }}
        >
          <Button variant="secondary" busy={reg.busy || submitting}>
            {c.sendAgain}
          </Button>
        </JourneyForm>
      </Details>
      <Body>
        <Link href={paths.registerEnterMobile}>{c.changeNumber}</Link>
      </Body>
    </>
  );
});
