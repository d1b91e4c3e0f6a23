import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, Details, ErrorSummary, Heading, Link, List, PasswordInput } from '@nhsl/ui';
import { common, login, loginHelpLinks, resetPassword } from '@nhsl/content';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { EmailField } from '../../../shell/EmailField.tsx';
import { signInMessages } from '../../../shell/formSchemas.ts';
import { loginSchema, type LoginForm } from '../schemas.ts';

/**
 * login: the email-and-password sign-in variant. Email (spec 000 §5 "Email (enter-email and
 * login)") and password ('Enter your password') on one page; Continue logs in once with both and
 * follows the sign-in store's own decisions (spec 000 §4 "Login authentication_state", §8): a
 * VERIFIED login with a mobile only has a code triggered first (issue 28 item 4), a wrong
 * password shows 'Enter the correct password', 'Invalid email address' the email format message.
 * Links: forgotten password, passkey login (only when the passkey feature flag is on and the
 * device supports passkeys, spec 000 §6), create an account, and help ("not sure which
 * account"). The password is sent once and never stored. spec 000 §2 "login".
 */
const LoginPage = observer(function LoginPage() {
  const { signIn, profile, passkey } = useStores();
  useEffect(() => void passkey.checkSupport(), [passkey]);
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: profile.email, password: '' },
    messages: signInMessages,
    fields: ['email', 'password'],
    secretFields: ['password'],
    submit: async ({ email, password }) => {
      if (signIn.busy) return undefined;
      return signIn.submitEmailAndPassword(email, password);
    },
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{login.heading}</Heading>
      <Body>{login.intro}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <EmailField control={control} label={login.emailLabel} autoComplete="username" error={inline('email')} />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordInput
              label={login.passwordLabel}
              name="password"
              autoComplete="current-password"
              showText={resetPassword.showPassword}
              hideText={resetPassword.hidePassword}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={inline('password')}
            />
          )}
        />
        <Body>
          <Link href={paths.forgottenPassword}>{login.forgottenPassword}</Link>
        </Body>
        <Button busy={signIn.busy || submitting}>{login.continue}</Button>
      </JourneyForm>
      {passkey.offeredBeforeEmail ? (
        <Body>
          <Link href={paths.passkeyEnterEmail}>{login.passkeyLink}</Link>
        </Body>
      ) : null}
      <Heading level={2}>{login.noAccount}</Heading>
      <Body>
        <Link href={paths.registerCreateAccount}>{login.createAccount}</Link>
      </Body>
      <Details summary={login.helpSummary}>
        <List
          items={[
            <Link key="which" href={loginHelpLinks.notSureWhichAccount} newTab newTabText={login.opensInNewTab}>
              {login.notSureWhichAccount}
            </Link>,
            <Link key="email" href={loginHelpLinks.cannotAccessEmail} newTab newTabText={login.opensInNewTab}>
              {login.cannotAccessEmail}
            </Link>,
          ]}
        />
      </Details>
    </>
  );
});
export default LoginPage;
