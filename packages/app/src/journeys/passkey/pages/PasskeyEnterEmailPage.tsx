import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, InsetText, Link } from '@nhsl/ui';
import { common, passkey as content } from '@nhsl/content';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormActionData, useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { usePasskeyCeremony } from '../../../shell/usePasskeyCeremony.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { EmailField } from '../../../shell/EmailField.tsx';
import { passkeyEmailSchema, passkeyMessages, type PasskeyEmailForm } from '../schemas.ts';
import { passwordRoute } from '../transitions.ts';

/**
 * passkey-enter-email: explains passkeys, asks for the email (the one already entered, if any)
 * and starts one passkey ceremony per press of "Log in with my passkey": the app's server checks
 * the account and answers the ceremony's options, page script runs the browser's prompt and posts
 * its result back (issue 44). A browser without passkey support is told so and sent to the
 * password, and so is a browser without JavaScript (a `<noscript>` message, issue 45). The password
 * way is always offered. spec 000 §2, §4 "Passkey login", §5.
 */
const PasskeyEnterEmailPage = observer(function PasskeyEnterEmailPage() {
  const { passkey, profile } = useStores();
  useEffect(() => {
    void passkey.checkSupport();
  }, [passkey]);
  const { running } = usePasskeyCeremony(useFormActionData()?.ceremony);
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<PasskeyEmailForm>({
    resolver: zodResolver(passkeyEmailSchema),
    defaultValues: { email: profile.email },
    messages: passkeyMessages,
    fields: ['email'],
    submit: ({ email }) => passkey.submitEmail(email),
  });
  const c = content.enterEmail;
  const passwordHref = passwordRoute(!!profile.email);
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.intro}</Body>
      <Body>{c.deviceOnly}</Body>
      {/* Without JavaScript the browser's passkey prompt cannot run: said, with the password's way
          (issue 45: the page reloaded with no word). A browser running script never shows it. */}
      <noscript>
        <InsetText>{content.needsJavaScript}</InsetText>
        <Button href={passwordHref}>{content.loginFailed.usePassword}</Button>
      </noscript>
      {passkey.supported === false ? (
        <>
          <InsetText>{content.unsupported}</InsetText>
          <Button href={passwordHref}>{content.loginFailed.usePassword}</Button>
        </>
      ) : (
        <>
          <JourneyForm onSubmit={onSubmit}>
            <EmailField control={control} label={c.label} autoComplete="email webauthn" error={inline('email')} />
            <Button busy={passkey.busy || submitting || running}>{c.continue}</Button>
          </JourneyForm>
          <Body>
            <Link href={passwordHref}>{c.usePassword}</Link>
          </Body>
        </>
      )}
    </>
  );
});
export default PasskeyEnterEmailPage;
