import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Body,
  Button,
  Details,
  ErrorSummary,
  Heading,
  Link,
  NotificationBanner,
  PasswordInput,
  Spinner,
  SummaryList,
  useHydrated,
  type SummaryListRow,
} from '@nhsl/ui';
import { account as text, common, currentLocale, LANG_ATTRIBUTE, perLocale } from '@nhsl/content';
import { EMAIL_CODE_LIFETIME_MINUTES, SECURITY_CODE_LIFETIME_MINUTES, type OtpMethod } from '@nhsl/contract';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormActionData, useJourneyForm } from '../../../shell/useJourneyForm.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useServerData } from '../../../shell/useServerData.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { useNext } from '../../../shell/useNext.ts';
import { EmailField } from '../../../shell/EmailField.tsx';
import { PhoneNumberField } from '../../../shell/PhoneNumberField.tsx';
import { MessagePage } from '../../../shell/MessagePage.tsx';
import { SecurityCodeField } from '../../../shell/SecurityCodeFields.tsx';
import {
  registerEmailSchema,
  registrationCodeSchema,
  type RegistrationCodeForm,
} from '../../../shell/registrationSchemas.ts';
import { changeLandlineSchema, changeMobileSchema } from '../../../shell/phoneSchemas.ts';
import { accountStoreOf, type AccountPageData, type AccountStore, type PasskeyCreation } from '../AccountStore.ts';
import { PASSKEY_CREATE_INTENT } from '../../../shell/passkeyCeremony.ts';
import { usePasskeyCeremony } from '../../../shell/usePasskeyCeremony.ts';
import { accountPaths, confirmPasswordPath, safeReturnPath } from '../paths.ts';
import {
  accountFormMessages as messages,
  accountPhoneMessages,
  changePasswordSchema,
  confirmPasswordSchema,
  type ChangePasswordForm,
  type ConfirmPasswordForm,
} from '../schemas.ts';
import { Redirect } from '../../../shell/Redirect.tsx';

/**
 * The account pages' dates in each locale: UK time, so the server's page and the browser's render
 * agree wherever either runs; Welsh month names in Welsh (issue 46).
 */
const ukDate = perLocale(() => ({
  format: new Intl.DateTimeFormat(LANG_ATTRIBUTE[currentLocale()], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }),
}));

/** A date as the account pages show it, e.g. "3 March 2026", "3 Mawrth 2026" (in UK time). */
export function accountDate(ms: number): string {
  return ukDate.format.format(new Date(ms));
}

/**
 * The account store, as the app's server left it for this page (issue 44): every page comes with
 * the details the server answered it with (`AccountPageData`), which the store shows; the change
 * waiting for its code comes with the persisted groups. Without them (stories) the store loads the
 * details once (a 401 goes to session-timeout).
 */
function useAccount(): AccountStore {
  const store = accountStoreOf(useStores());
  const rendered = useServerData<AccountPageData>();
  useState(() => {
    if (rendered && !import.meta.env.SSR) store.showPage(rendered);
  });
  const follow = useNext();
  useEffect(() => {
    if (!rendered && !store.details && !store.loadFailed) void store.load().then((next) => next && follow(next));
  }, [store, follow, rendered]);
  return store;
}

/**
 * The version of the details a change page shows, sent with its form: without script the server
 * makes the change from it, so a change made meanwhile elsewhere is refused (409) as with script.
 */
const VersionField = observer(function VersionField({ store }: { store: AccountStore }) {
  return <input type="hidden" name="version" value={store.details?.version ?? 0} />;
});

/**
 * Shows its children once the details have loaded and, for a sensitive change, once a recent
 * proof is held; without one it goes to the password check, keeping this page as the return path.
 * Issue 27 "Sensitive changes need recent proof".
 */
const AccountGate = observer(function AccountGate({
  store,
  sensitive = true,
  children,
}: {
  store: AccountStore;
  sensitive?: boolean;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  if (store.loadFailed) return <ProblemContent />;
  if (!store.details) return <Spinner label={text.home.loading} />;
  if (sensitive && !store.details.recent_proof) return <Redirect to={confirmPasswordPath(pathname + search)} replace />;
  return <>{children}</>;
});

/**
 * account: "Your NHS login". The details as a summary list (email, password, mobile, landline),
 * each with a Change (or Add/Remove) link; the passkeys (name or "Passkey", created, last used,
 * Remove) and "Set up a passkey"; the services shared with (name, since when, what, Stop
 * sharing). After a change, the success banner (focused, announced) says what changed, once.
 * Issue 27 "Account pages".
 */
export const AccountHomePage = observer(function AccountHomePage() {
  const store = useAccount();
  const h = text.home;
  // The server hands the banner over with the page it renders (and forgets it there).
  const rendered = useServerData<AccountPageData>();
  const [banner] = useState(() => store.banner ?? rendered?.banner);
  // Setting up a passkey needs script: without it, no button that cannot work.
  const hydrated = useHydrated();
  useEffect(() => () => store.clearBanner(), [store]);
  const d = store.details;
  const rows: SummaryListRow[] = d
    ? [
        { key: h.email, value: d.email, action: { text: h.change, href: accountPaths.changeEmail } },
        { key: h.password, value: h.passwordValue, action: { text: h.change, href: accountPaths.changePassword } },
        {
          key: h.mobile,
          value: d.mobile ?? h.none,
          action: { text: d.mobile ? h.change : h.add, href: accountPaths.changeMobile },
        },
        {
          key: h.landline,
          value: d.landline ?? h.none,
          action: { text: d.landline ? h.change : h.add, href: accountPaths.changeLandline },
        },
      ]
    : [];
  return (
    <>
      {banner ? (
        <NotificationBanner type="success" title={h.successTitle}>
          {banner}
        </NotificationBanner>
      ) : null}
      <Heading>{h.heading}</Heading>
      <AccountGate store={store} sensitive={false}>
        <Body>{h.intro}</Body>
        <Heading level={2}>{h.detailsHeading}</Heading>
        <SummaryList rows={rows} />
        {d?.landline && d.mobile ? (
          <Body>
            <Link href={accountPaths.removeLandline}>{h.removeLandline}</Link>
          </Body>
        ) : null}
        <Heading level={2}>{h.passkeysHeading}</Heading>
        <Body>{h.passkeysIntro}</Body>
        {d && d.passkeys.length > 0 ? (
          <SummaryList
            rows={d.passkeys.map((p) => ({
              key: p.name ?? `${h.passkeyName} (${accountDate(p.created_at)})`,
              value: (
                <>
                  {h.created} {accountDate(p.created_at)}
                  <br />
                  {h.lastUsed} {p.last_used_at ? accountDate(p.last_used_at) : h.neverUsed}
                </>
              ),
              action: { text: h.remove, href: `${accountPaths.removePasskey}?id=${encodeURIComponent(p.id)}` },
            }))}
          />
        ) : (
          <Body>{h.noPasskeys}</Body>
        )}
        {hydrated ? (
          <Button href={accountPaths.addPasskey} variant="secondary">
            {h.addPasskey}
          </Button>
        ) : null}
        <Heading level={2}>{h.servicesHeading}</Heading>
        {d && d.services.length > 0 ? (
          <SummaryList
            rows={d.services.map((s) => ({
              key: s.client_name ?? h.unnamedService,
              value: (
                <>
                  {h.sharedSince} {accountDate(s.consented_at)}
                  <br />
                  {h.shared}: {s.scopes.map((sc) => text.scopeNames[sc] ?? sc).join(', ')}
                </>
              ),
              action: {
                text: h.stopSharing,
                href: `${accountPaths.stopSharing}?client=${encodeURIComponent(s.client_id)}`,
              },
            }))}
          />
        ) : (
          <Body>{h.noServices}</Body>
        )}
      </AccountGate>
    </>
  );
});

/**
 * account/confirm-password: the recent proof. The password, then back to the page that asked
 * (the `return` parameter, account pages only). A wrong password stays on the page with the
 * error. Issue 27 "Sensitive changes need recent proof".
 */
export const ConfirmPasswordPage = observer(function ConfirmPasswordPage() {
  const store = useAccount();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('return'));
  const c = text.confirmPassword;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<ConfirmPasswordForm>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
    messages,
    fields: ['password'],
    secretFields: ['password'],
    submit: ({ password }) => store.reauthenticate(password, returnTo),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={store.details?.email ?? ''}
          readOnly
          hidden
        />
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <PasswordInput
              label={c.label}
              name="password"
              autoComplete="current-password"
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
        <Button busy={store.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * account/change-password: the current password, the new one by registration's rules (show/hide,
 * `autocomplete="new-password"`, the back end's common-password refusal) and its confirmation.
 * Issue 27 "Password".
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const store = useAccount();
  return (
    <AccountGate store={store}>
      <ChangePasswordForm store={store} />
    </AccountGate>
  );
});

const ChangePasswordForm = observer(function ChangePasswordForm({ store }: { store: AccountStore }) {
  const c = text.changePassword;
  const [schema] = useState(() => changePasswordSchema(store.details?.email ?? ''));
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<ChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { current: '', password: '', confirm: '' },
    messages,
    fields: ['current', 'password', 'confirm'],
    secretFields: ['current', 'password', 'confirm'],
    submit: ({ current, password }) => store.changePassword(current, password),
  });
  const field = (
    name: 'current' | 'password' | 'confirm',
    label: string,
    auto: 'current-password' | 'new-password',
    hint?: string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f }) => (
        <PasswordInput
          label={label}
          name={name}
          hint={hint}
          autoComplete={auto}
          showText={c.showPassword}
          hideText={c.hidePassword}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          inputRef={f.ref}
          error={inline(name)}
        />
      )}
    />
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <JourneyForm onSubmit={onSubmit}>
        <VersionField store={store} />
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={store.details?.email ?? ''}
          readOnly
          hidden
        />
        {field('current', c.currentLabel, 'current-password')}
        {field('password', c.newLabel, 'new-password', c.newHint)}
        {field('confirm', c.confirmLabel, 'new-password')}
        <Button busy={store.busy || submitting}>{c.save}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * account/change-email: the new address, by registration's rules. Continue emails a code to it;
 * the old address keeps working until the code is entered. Issue 27 "Email address".
 */
export const ChangeEmailPage = observer(function ChangeEmailPage() {
  const store = useAccount();
  return (
    <AccountGate store={store}>
      <ChangeEmailForm store={store} />
    </AccountGate>
  );
});

const ChangeEmailForm = observer(function ChangeEmailForm({ store }: { store: AccountStore }) {
  const c = text.changeEmail;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<{ email: string }>({
    resolver: zodResolver(registerEmailSchema),
    defaultValues: { email: store.pendingEmail },
    messages,
    fields: ['email'],
    submit: ({ email }) => store.changeEmail(email),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>
        {c.currentLabel}: <strong>{store.details?.email}</strong>
      </Body>
      <Body>{c.body}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <VersionField store={store} />
        <EmailField control={control} label={c.label} error={inline('email')} />
        <Button busy={store.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/** A code page of a change: the code field, "Send a new code" (its words), and the confirmation of a resend. */
const CodeForm = observer(function CodeForm({
  store,
  heading,
  intro,
  notReceived,
  submitText,
  submit,
  resend,
}: {
  store: AccountStore;
  heading: string;
  intro: ReactNode;
  notReceived: { summary: string; body: string; again: string };
  submitText: string;
  submit: (code: string) => ReturnType<AccountStore['verifyEmailCode']>;
  resend: () => ReturnType<AccountStore['resendEmailCode']>;
}) {
  const c = text.checkEmail;
  const { form, control, onSubmit, summary, inline, submits, follow, submitting } =
    useJourneyForm<RegistrationCodeForm>({
      resolver: zodResolver(registrationCodeSchema),
      defaultValues: { code: '' },
      messages,
      fields: ['code'],
      secretFields: ['code'],
      submit: ({ code }) => submit(code),
    });
  const again = async () => {
    const next = await resend();
    form.clearErrors();
    follow(next);
  };
  // The server's answer to "Send a new code" (without script, or by script where it owns the page,
  // issue 44) is this page again with no errors: the new code is sent, and an earlier error goes.
  const answered = useFormActionData();
  const resentNow = answered?.errors.length === 0;
  useEffect(() => {
    if (resentNow) form.clearErrors();
  }, [answered, resentNow, form]);
  return (
    <>
      {(store.codeResent || resentNow) && summary.length === 0 ? (
        <NotificationBanner type="success" title={c.resentTitle}>
          {c.resent}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{heading}</Heading>
      {intro}
      <JourneyForm onSubmit={onSubmit}>
        <SecurityCodeField control={control} label={c.label} hint={c.hint} error={inline('code')} />
        <Button busy={store.busy || submitting}>{submitText}</Button>
      </JourneyForm>
      <Details summary={notReceived.summary}>
        <Body>{notReceived.body}</Body>
        <JourneyForm
          intent="resend"
          onSubmit={(e) => {
            e.preventDefault();
            void again();
          }}
        >
          <Button variant="secondary" busy={store.busy || submitting}>
            {notReceived.again}
          </Button>
        </JourneyForm>
      </Details>
    </>
  );
});

/**
 * account/change-email/check-email: the code emailed to the new address (valid 15 minutes;
 * resend, expiry and lockout as in registration). Confirming it changes the address and shows
 * the account home's success banner. Issue 27 "Email address".
 */
export const CheckEmailCodePage = observer(function CheckEmailCodePage() {
  const store = useAccount();
  const c = text.checkEmail;
  if (!store.pendingEmail) return <Redirect to={accountPaths.changeEmail} replace />;
  return (
    <AccountGate store={store}>
      <CodeForm
        store={store}
        heading={c.heading}
        intro={
          <>
            <Body>
              {c.sentTo} <strong>{store.pendingEmail}</strong>.
            </Body>
            <Body>{c.validFor(EMAIL_CODE_LIFETIME_MINUTES)}</Body>
          </>
        }
        notReceived={{ summary: c.notReceived, body: c.notReceivedBody, again: c.sendAgain }}
        submitText={c.continue}
        submit={(code) => store.verifyEmailCode(code)}
        resend={() => store.resendEmailCode()}
      />
    </AccountGate>
  );
});

/** change-mobile / change-landline: the new number by recovery's rules. */
const ChangeNumberForm = observer(function ChangeNumberForm({
  store,
  method,
}: {
  store: AccountStore;
  method: OtpMethod;
}) {
  const c = text.changeNumber;
  const mobile = method === 'mobile';
  const held = mobile ? store.details?.mobile : store.details?.landline;
  const heading = mobile ? c.mobileHeading : held ? c.landlineHeading : c.addLandlineHeading;
  const { control, onSubmit, summary, inline, submits, submitting } = useJourneyForm<Record<string, string>>({
    resolver: zodResolver(mobile ? changeMobileSchema : changeLandlineSchema) as never,
    defaultValues: { [method]: '' },
    messages: accountPhoneMessages[method],
    fields: [method],
    submit: (values) => store.changeNumber(method, values[method] ?? ''),
  });
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{heading}</Heading>
      <Body>{mobile ? c.mobileBody : c.landlineBody}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <VersionField store={store} />
        <PhoneNumberField
          control={control}
          name={method}
          label={mobile ? c.mobileLabel : c.landlineLabel}
          hint={mobile ? c.mobileHint : c.landlineHint}
          error={inline(method)}
        />
        <Button busy={store.busy || submitting}>{c.continue}</Button>
      </JourneyForm>
    </>
  );
});

/** account/change-mobile: a new mobile number, confirmed by a texted code. Issue 27 "Mobile and landline". */
export const ChangeMobilePage = observer(function ChangeMobilePage() {
  const store = useAccount();
  return (
    <AccountGate store={store}>
      <ChangeNumberForm store={store} method="mobile" />
    </AccountGate>
  );
});

/** account/change-landline: a new (or first) landline number, confirmed by a code read out in a call. */
export const ChangeLandlinePage = observer(function ChangeLandlinePage() {
  const store = useAccount();
  return (
    <AccountGate store={store}>
      <ChangeNumberForm store={store} method="landline" />
    </AccountGate>
  );
});

/** account/check-security-code: the code sent to the new number (text or call). */
export const CheckNumberCodePage = observer(function CheckNumberCodePage() {
  const store = useAccount();
  const c = text.checkNumberCode;
  const pending = store.pendingNumber;
  if (!pending) return <Redirect to={accountPaths.home} replace />;
  return (
    <AccountGate store={store}>
      <CodeForm
        store={store}
        heading={c.heading}
        intro={
          <>
            <Body>
              {pending.method === 'mobile' ? c.textedTo : c.calledTo} <strong>{pending.masked}</strong>
            </Body>
            <Body>{c.validFor(SECURITY_CODE_LIFETIME_MINUTES)}</Body>
          </>
        }
        notReceived={{
          summary: c.notReceived,
          body: c.notReceivedBody,
          again: pending.method === 'mobile' ? c.sendAgain : c.callAgain,
        }}
        submitText={c.continue}
        submit={(code) => store.verifyNumberCode(code)}
        resend={() => store.resendNumberCode()}
      />
    </AccountGate>
  );
});

/** A confirmation page: a heading, a paragraph, the confirming button and a way back. */
const Confirmation = observer(function Confirmation({
  store,
  heading,
  body,
  confirm,
  cancel,
  onConfirm,
}: {
  store: AccountStore;
  heading: string;
  body: ReactNode;
  confirm: string;
  cancel: string;
  onConfirm: () => ReturnType<AccountStore['removeLandline']>;
}) {
  const follow = useNext();
  const { submitting } = useServerSubmit();
  return (
    <>
      <Heading>{heading}</Heading>
      <Body>{body}</Body>
      {/* Where the app's server owns the page, the form (its version) goes to the route's action (issue 44). */}
      <JourneyForm
        direct
        onSubmit={(e) => {
          e.preventDefault();
          void onConfirm().then(follow);
        }}
      >
        <VersionField store={store} />
        <Button variant="warning" busy={store.busy || submitting}>
          {confirm}
        </Button>
      </JourneyForm>
      <Body>
        <Link href={accountPaths.home}>{cancel}</Link>
      </Body>
    </>
  );
});

/** account/remove-landline: removing the landline, after this confirmation. */
export const RemoveLandlinePage = observer(function RemoveLandlinePage() {
  const store = useAccount();
  const c = text.removeLandline;
  return (
    <AccountGate store={store}>
      <Confirmation
        store={store}
        heading={c.heading}
        body={
          <>
            <strong>{store.details?.landline}</strong>. {c.body}
          </>
        }
        confirm={c.confirm}
        cancel={c.cancel}
        onConfirm={() => store.removeLandline()}
      />
    </AccountGate>
  );
});

/** account/passkeys/remove?id=…: removing one passkey, after this confirmation. */
export const RemovePasskeyPage = observer(function RemovePasskeyPage() {
  const store = useAccount();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const c = text.removePasskey;
  const passkey = store.details?.passkeys.find((p) => p.id === id);
  if (store.details && !passkey) return <Redirect to={accountPaths.home} replace />;
  return (
    <AccountGate store={store}>
      <Confirmation
        store={store}
        heading={c.heading}
        body={
          <>
            <strong>{passkey?.name ?? `${text.home.passkeyName} (${accountDate(passkey?.created_at ?? 0)})`}</strong>.{' '}
            {c.body}
          </>
        }
        confirm={c.confirm}
        cancel={c.cancel}
        onConfirm={() => store.removePasskey(id)}
      />
    </AccountGate>
  );
});

/** account/services/stop-sharing?client=…: withdrawing consent to one service (no password check). */
export const StopSharingPage = observer(function StopSharingPage() {
  const store = useAccount();
  const [params] = useSearchParams();
  const clientId = params.get('client') ?? '';
  const c = text.stopSharing;
  const service = store.details?.services.find((s) => s.client_id === clientId);
  if (store.details && !service) return <Redirect to={accountPaths.home} replace />;
  const name = service?.client_name ?? text.home.unnamedService;
  return (
    <AccountGate store={store} sensitive={false}>
      <Confirmation
        store={store}
        heading={c.heading}
        body={
          <>
            <strong>{name}</strong>. {c.body(name)}
          </>
        }
        confirm={c.confirm}
        cancel={c.cancel}
        onConfirm={() => store.stopSharing(clientId, name)}
      />
    </AccountGate>
  );
});

/** The passkey creation's outcome as a paragraph (creating, cancelled, not supported, failed, exists). */
function PasskeyStatus({ status }: { status: PasskeyCreation }) {
  const c = text.addPasskey;
  const message = {
    idle: undefined,
    created: undefined,
    creating: c.creating,
    cancelled: c.cancelled,
    notSupported: c.notSupported,
    failed: c.failed,
    exists: c.alreadyRegistered,
  }[status];
  return <div role="status">{message ? <Body>{message}</Body> : null}</div>;
}

/** The statuses a passkey creation's answer may carry (`FormActionData.status`). */
const CREATION_STATUSES = new Set<string>(['created', 'cancelled', 'failed', 'exists']);

/**
 * A passkey creation where the app's server owns the page (issue 44): the ceremony its action
 * answered runs here (its result posted back), and the status it answered shows; elsewhere
 * (stories) the store's own creation state.
 * @returns status (what to show), busy (the button) and answered (the server's status, if any)
 */
function usePasskeyCreation(store: AccountStore): { status: PasskeyCreation; busy: boolean } {
  const server = useServerSubmit();
  const answered = useFormActionData();
  const { running } = usePasskeyCeremony(server.owned ? answered?.ceremony : undefined);
  const status =
    server.owned && answered?.status && CREATION_STATUSES.has(answered.status) ? answered.status : undefined;
  if (!server.owned) return { status: store.passkey, busy: store.passkey === 'creating' };
  if (running) return { status: 'creating', busy: true };
  if (store.passkey === 'notSupported') return { status: 'notSupported', busy: false };
  return { status: (status as PasskeyCreation | undefined) ?? 'idle', busy: server.submitting };
}

/**
 * account/passkeys/add: "Set up a passkey" from the account home. The browser's creation
 * (startRegistration) and the back end's verification; success goes back to the account home
 * with the banner; the user cancelling, a device that cannot, one that already holds a passkey,
 * and a back-end failure each say so here. Needs script (WebAuthn): without it (the server's page,
 * until it hydrates) the page says so instead of offering the button. Issue 27 "Passkeys".
 */
export const AddPasskeyPage = observer(function AddPasskeyPage() {
  const store = useAccount();
  const follow = useNext();
  const hydrated = useHydrated();
  const server = useServerSubmit();
  const creation = usePasskeyCreation(store);
  const c = text.addPasskey;
  useEffect(() => {
    store.resetPasskey();
    void store.checkPasskeySupport();
  }, [store]);
  useEffect(() => {
    if (store.passkey === 'created') {
      store.banner = text.success.passkeyAdded;
      follow({ kind: 'navigate', to: accountPaths.home });
    }
  }, [store, store.passkey, follow]);
  return (
    <AccountGate store={store}>
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <PasskeyStatus status={creation.status} />
      {!hydrated ? <Body>{c.needsScript}</Body> : null}
      {hydrated && store.passkey !== 'notSupported' ? (
        server.owned ? (
          // The app's server answers the creation's options; the result goes back to it (issue 44).
          <JourneyForm direct onSubmit={(e) => e.preventDefault()}>
            <VersionField store={store} />
            <Button busy={creation.busy}>{c.create}</Button>
          </JourneyForm>
        ) : (
          <Button
            type="button"
            busy={store.passkey === 'creating'}
            onPress={() => void store.createPasskey(accountPaths.addPasskey).then((next) => next && follow(next))}
          >
            {c.create}
          </Button>
        )
      ) : null}
    </AccountGate>
  );
});

/**
 * account/passkey-offer: after a sign-in with password and code, "Set up a passkey" once, when
 * the device can make one; "Not now" is remembered for 30 days. Either way the sign-in then goes
 * on (the `return` parameter: the authcode step). Creating one needs script: without it (the
 * server's page, until it hydrates) only "Not now" is offered, a form. Issue 27 "Passkey offer after sign-in".
 */
export const PasskeyOfferPage = observer(function PasskeyOfferPage() {
  const store = useAccount();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const next = params.get('return') === '/authcode' ? '/authcode' : accountPaths.home;
  const follow = useNext();
  const server = useServerSubmit();
  const creation = usePasskeyCreation(store);
  const c = text.passkeyOffer;
  useEffect(() => {
    store.resetPasskey();
    void store.checkPasskeySupport();
  }, [store]);
  const goOn = () => follow({ kind: 'navigate', to: next });
  // Nothing to offer (a passkey held, or "Not now" within 30 days): the sign-in goes straight on.
  if (store.details && !store.details.passkey_offer && creation.status === 'idle')
    return <Redirect to={next} replace />;
  if (creation.status === 'created') {
    return (
      <>
        <NotificationBanner type="success" title={text.home.successTitle}>
          {text.success.passkeyAdded}
        </NotificationBanner>
        <Heading>{c.heading}</Heading>
        <Body>{c.created}</Body>
        <Button type="button" onPress={goOn}>
          {c.continue}
        </Button>
      </>
    );
  }
  const create = () => {
    // The app's server answers the creation's options; the result goes back to it (issue 44).
    if (server.owned) server.sendIntent(PASSKEY_CREATE_INTENT);
    else void store.createPasskey(`${accountPaths.passkeyOffer}?return=${next}`).then((n) => n && follow(n));
  };
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <PasskeyStatus status={creation.status} />
      {/* One form, so the two buttons sit together as before; its submit is "Not now". */}
      <JourneyForm
        direct
        onSubmit={(e) => {
          e.preventDefault();
          if (store.passkey !== 'notSupported') void store.declinePasskeyOffer();
          goOn();
        }}
      >
        {hydrated && store.passkey !== 'notSupported' ? (
          <Button type="button" busy={creation.busy} onPress={create}>
            {c.create}
          </Button>
        ) : null}
        <Button variant="secondary">{store.passkey === 'notSupported' ? c.continue : c.notNow}</Button>
      </JourneyForm>
    </>
  );
});

/**
 * account/changed-elsewhere: a change refused with 409 (the details changed meanwhile, in another
 * tab): says so and shows the details as they are now. Issue 27 "Bad input is handled".
 */
export const ChangedElsewherePage = observer(function ChangedElsewherePage() {
  const store = useAccount();
  const c = text.changedElsewhere;
  const h = text.home;
  const d = store.details;
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Body>{c.body}</Body>
      <AccountGate store={store} sensitive={false}>
        <Body>{c.current}</Body>
        <SummaryList
          rows={[
            { key: h.email, value: d?.email ?? '' },
            { key: h.mobile, value: d?.mobile ?? h.none },
            { key: h.landline, value: d?.landline ?? h.none },
          ]}
        />
      </AccountGate>
      <Button href={accountPaths.home}>{c.back}</Button>
    </>
  );
});

/** The problem page's content (also shown when the details cannot load). */
function ProblemContent({ reference }: { reference?: string }) {
  const c = text.problem;
  return (
    <MessagePage
      heading={c.heading}
      paragraphs={[c.body]}
      reference={reference}
      button={{ text: c.back, href: accountPaths.home }}
    />
  );
}

/**
 * account/problem?errorCode=CID…: a back-end failure. The old value is kept; the page says so
 * and shows the reference code (spec 000 §8's CID style).
 */
export function AccountProblemPage() {
  const [params] = useSearchParams();
  const code = params.get('errorCode') ?? '';
  return <ProblemContent reference={/^CID\d+$/.test(code) ? code : undefined} />;
}
