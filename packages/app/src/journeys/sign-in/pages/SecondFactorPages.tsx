import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Body, Button, Details, Heading, Link, MaskedNumber, visibleEnd } from '@nhsl/ui';
import { callFailed, chooseAuthenticationMethod, getCallLandline, landlineCodeExpired } from '@nhsl/content';
import { SECURITY_CODE_LIFETIME_MINUTES } from '@nhsl/contract';
import { paths } from '../../../paths.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useNext } from '../../../shell/useNext.ts';
import { chooseMethodSchema, codeChoiceSchema } from '../../../shell/formSchemas.ts';
import type { CodeChoice, MethodChoice } from '../transitions.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { useCodeChoiceOptions, usePasskeyCheck } from './useCodeChoiceOptions.ts';

/**
 * A masked number with its spoken form, or nothing when none is held.
 * @param props.value - the masked number, e.g. "*******0456"
 * @param props.spoken - builds the spoken form from the visible end
 * @param props.trailing - the sentence's punctuation after the number (MaskedNumber's `trailing`)
 */
function Masked({ value, spoken, trailing }: { value: string; spoken: (end: string) => string; trailing?: string }) {
  return value ? <MaskedNumber value={value} spokenText={spoken(visibleEnd(value))} trailing={trailing} /> : null;
}

/**
 * choose-authentication-method: radios "Text a security code to my mobile phone" or "Call my
 * landline with a security code" (each with its masked number); required ('You need to tell us
 * which authentication method you want to use'). Mobile texts a code → enter-mobile-code (a
 * failed text → error); landline → get-call-landline. spec 000 §2, §4 "Login
 * authentication_state" (both methods), §5.
 */
export const ChooseAuthenticationMethodPage = observer(function ChooseAuthenticationMethodPage() {
  const { signIn, profile } = useStores();
  const follow = useNext();
  const c = chooseAuthenticationMethod;
  const label = (text: string, value: string, spoken: (end: string) => string): ReactNode =>
    value ? (
      <>
        {text} (<Masked value={value} spoken={spoken} />)
      </>
    ) : (
      text
    );
  return (
    <ChoiceForm<MethodChoice>
      heading={c.heading}
      paragraphs={[c.body]}
      legend={c.legend}
      schema={chooseMethodSchema}
      continueText={c.continue}
      busy={signIn.busy}
      options={[
        { value: 'mobile', label: label(c.mobile, profile.phoneNumber, c.spokenMobile) },
        { value: 'landline', label: label(c.landline, profile.landlineNumber, c.spokenLandline) },
      ]}
      onChoice={async (choice) => follow(await signIn.chooseMethod(choice))}
    />
  );
});

/**
 * get-call-landline: the masked landline number; be at home; the call-screening hint; "Call my
 * landline now" (→ enter-landline-code, or call-failed when the call cannot be made); help with a
 * passkey (when available); a text to the mobile instead (when a mobile is held); the link to
 * change the landline. spec 000 §2, §4 "Security code (landline)".
 */
export const GetCallLandlinePage = observer(function GetCallLandlinePage() {
  const { signIn, profile, journey } = useStores();
  const newNumber = journey.numberChange === 'landline';
  const passkey = usePasskeyCheck();
  const follow = useNext();
  const { submitting } = useServerSubmit();
  const c = getCallLandline;
  const others = [
    ...(profile.phoneNumber
      ? [
          <JourneyForm
            key="text"
            intent="text"
            onSubmit={(e) => {
              e.preventDefault();
              void signIn.sendText(false).then(follow);
            }}
          >
            <Button variant="secondary" busy={signIn.busy || submitting}>
              {c.textInstead}
            </Button>
          </JourneyForm>,
        ]
      : []),
    <Body key="change">
      <Link href={paths.changeLandline}>{c.changeLandline}</Link>
    </Body>,
  ];
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Body>
        {newNumber ? c.callingNewNumber : c.callingNumber}
        {profile.landlineNumber ? ' ' : null}
        {profile.landlineNumber ? <Masked value={profile.landlineNumber} spoken={c.spokenNumber} trailing="." /> : '.'}
      </Body>
      {newNumber ? <Body>{c.changesOnceEntered}</Body> : null}
      <Body>{c.atHome}</Body>
      <Body>{c.callScreening}</Body>
      <JourneyForm
        direct
        onSubmit={(e) => {
          e.preventDefault();
          void signIn.callLandline().then(follow);
        }}
      >
        <Button busy={signIn.busy || submitting}>{c.callNow}</Button>
      </JourneyForm>
      {passkey.available ? (
        <Details summary={c.passkeyHelpTitle}>
          <Body>{c.passkeyHelpBody}</Body>
          <Body>
            <Link href={paths.passkeyEnterEmail}>{c.passkeyLink}</Link>
          </Body>
        </Details>
      ) : null}
      {others}
    </>
  );
});

/**
 * call-failed: "We could not call your landline"; radios (call again, a text when a mobile is
 * held, a passkey when available); required ('You need to tell us what you want to do').
 * spec 000 §2, §4 "Security code (landline)", §5.
 */
export const CallFailedPage = observer(function CallFailedPage() {
  const { signIn } = useStores();
  const follow = useNext();
  const options = useCodeChoiceOptions('call-failed');
  const c = callFailed;
  return (
    <ChoiceForm<CodeChoice>
      heading={c.heading}
      paragraphs={[c.body]}
      legend={c.legend}
      schema={codeChoiceSchema}
      continueText={c.continue}
      busy={signIn.busy}
      options={options}
      onChoice={async (choice) => follow(await signIn.chooseAfterCodeProblem(choice))}
    />
  );
});

/**
 * landline-code-expired: "This security code has expired"; radios (call again, a text when a
 * mobile is held, a passkey when available); required ('You need to tell us what you want to
 * do'). spec 000 §2, §4 "Security code (landline)", §5.
 */
export const LandlineCodeExpiredPage = observer(function LandlineCodeExpiredPage() {
  const { signIn } = useStores();
  const follow = useNext();
  const options = useCodeChoiceOptions('landline-code-expired');
  const c = landlineCodeExpired;
  return (
    <ChoiceForm<CodeChoice>
      heading={c.heading}
      paragraphs={[c.body(SECURITY_CODE_LIFETIME_MINUTES)]}
      legend={c.legend}
      schema={codeChoiceSchema}
      continueText={c.continue}
      busy={signIn.busy}
      options={options}
      onChoice={async (choice) => follow(await signIn.chooseAfterCodeProblem(choice))}
    />
  );
});
