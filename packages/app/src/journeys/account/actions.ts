import { redirect } from 'react-router-dom';
import { z } from 'zod/mini';
import { account as text } from '@nhsl/content';
import { answerNext, formAction, type PageAction } from '../../shell/formAction.ts';
import { PASSKEY_CREATE_INTENT } from '../../shell/passkeyCeremony.ts';
import type { Next } from '../../shell/next.ts';
import {
  changeLandlineSchema,
  changeMobileSchema,
  type ChangeLandlineForm,
  type ChangeMobileForm,
} from '../../shell/phoneSchemas.ts';
import {
  registerEmailSchema,
  registrationCodeSchema,
  type RegisterEmailForm,
  type RegistrationCodeForm,
} from '../../shell/registrationSchemas.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { accountStoreOf, type AccountPageData, type AccountStore } from './AccountStore.ts';
import { accountPaths as p, confirmPasswordPath, safeReturnPath } from './paths.ts';
import {
  changePasswordSchema,
  confirmPasswordSchema,
  type ChangePasswordForm,
  type ConfirmPasswordForm,
} from './schemas.ts';

// "Your NHS login" without script (issue 27, by issue 23's recipe): the server loads the details
// before it renders a page or runs a form, sends a page the browser's page would leave (its
// <Navigate>) where that page sends it, and runs each form with the page's schema and the store
// method the page's submit calls. routes.ts loads this module only on the server's path.

/** The account pages, by their route id (`account:<id>`). */
export type AccountPageId =
  | 'home'
  | 'confirm-password'
  | 'change-password'
  | 'change-email'
  | 'check-email'
  | 'change-mobile'
  | 'change-landline'
  | 'check-security-code'
  | 'remove-landline'
  | 'add-passkey'
  | 'remove-passkey'
  | 'passkey-offer'
  | 'stop-sharing'
  | 'changed-elsewhere'
  | 'problem';

/** The pages of a sensitive change: shown only with a recent proof (the pages' AccountGate). */
const SENSITIVE: ReadonlySet<AccountPageId> = new Set<AccountPageId>([
  'change-password',
  'change-email',
  'check-email',
  'change-mobile',
  'change-landline',
  'check-security-code',
  'remove-landline',
  'add-passkey',
  'remove-passkey',
]);

const to = (path: string): Next => ({ kind: 'navigate', to: path });

/** Where the passkey offer goes on: back into the sign-in (authcode), else the account home. */
export const offerNext = (url: URL): string => (url.searchParams.get('return') === '/authcode' ? '/authcode' : p.home);

/**
 * The server's arrival at an account page: the details loaded (401 → session-timeout; a failure
 * renders the page, which then shows the problem), then where the browser's page would send the
 * user instead of showing itself: check-email with no address waiting → change-email, the number
 * code page with no number waiting, an unknown passkey or service → the home, the passkey offer
 * with nothing to offer → on, and a sensitive change without a recent proof → the password check
 * (returning here). Undefined: render the page.
 * @param page - the page's id
 * @param store - the request's stores
 * @param request - the GET (or the post whose form is shown again)
 */
export async function accountArrival(
  page: AccountPageId,
  store: RootStore,
  request: Request,
): Promise<Next | undefined> {
  if (page === 'problem') return undefined;
  const account = accountStoreOf(store);
  const failed = await account.load();
  if (failed) return failed;
  const d = account.details;
  if (!d) return undefined;
  const url = new URL(request.url);
  if (page === 'check-email' && !account.pendingEmail) return to(p.changeEmail);
  if (page === 'check-security-code' && !account.pendingNumber) return to(p.home);
  if (page === 'remove-passkey' && !d.passkeys.some((k) => k.id === url.searchParams.get('id'))) return to(p.home);
  if (page === 'stop-sharing' && !d.services.some((s) => s.client_id === url.searchParams.get('client')))
    return to(p.home);
  // (Unless a passkey was set up here just now: the page says so before the sign-in goes on.)
  if (page === 'passkey-offer' && !d.passkey_offer && account.banner !== text.success.passkeyAdded)
    return to(offerNext(url));
  if (SENSITIVE.has(page) && !d.recent_proof) return to(confirmPasswordPath(url.pathname + url.search));
  return undefined;
}

/**
 * What the server rendered an account page from, for the browser's hydrating render (the
 * route's `serverData`); the home takes the success banner (shown once).
 * @param page - the page's id
 * @param store - the request's stores
 */
export function accountPageData(page: AccountPageId, store: RootStore): Promise<AccountPageData | null> {
  if (page === 'problem') return Promise.resolve(null);
  return Promise.resolve(accountStoreOf(store).pageData(page === 'home'));
}

/** The hidden field carrying the version of the details a change page showed (a stale one answers 409). */
export const VERSION_FIELD = 'version';

/**
 * An account form's action: the details loaded first (a 401 → session-timeout; a failure → the
 * problem page), the change made from the version the page showed, then the form.
 * @param build - the form's action, from the account store and the request
 */
function accountAction(build: (account: AccountStore, request: Request) => PageAction): PageAction {
  return async (store, request) => {
    const account = accountStoreOf(store);
    const failed = await account.load();
    if (failed) return answerNext(failed, {}, new URL(request.url).pathname, store);
    if (!account.details) return redirect(p.problem, 303);
    account.fromVersion(Number(new URLSearchParams(await request.clone().text()).get(VERSION_FIELD)));
    return build(account, request)(store, request);
  };
}

/** A query parameter of the form's address (its page's: remove-passkey's id, stop-sharing's client, the return path). */
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

/** A confirmation form: no field but the version. */
const confirmationSchema = z.object({});

/**
 * account/confirm-password: the password (never echoed back), then back to the page that asked
 * (the form's `return`, account pages only). The hidden `username` is for the password manager.
 */
export const confirmPasswordAction = accountAction((account, request) =>
  formAction<ConfirmPasswordForm>({
    schema: confirmPasswordSchema,
    fields: ['username', 'password'],
    secret: ['password'],
    submit: (_, { password }) => account.reauthenticate(password, safeReturnPath(param(request, 'return'))),
  }),
);

/** account/change-password: the current password and the new one twice (none echoed back). */
export const changePasswordAction = accountAction((account) =>
  formAction<ChangePasswordForm>({
    schema: changePasswordSchema(account.details?.email ?? ''),
    fields: ['username', 'current', 'password', 'confirm', VERSION_FIELD],
    secret: ['current', 'password', 'confirm'],
    submit: (_, { current, password }) => account.changePassword(current, password),
  }),
);

/** account/change-email: the new address; a code is emailed to it. */
export const changeEmailAction = accountAction((account) =>
  formAction<RegisterEmailForm>({
    schema: registerEmailSchema,
    fields: ['email', VERSION_FIELD],
    submit: (_, { email }) => account.changeEmail(email),
  }),
);

/** account/change-email/check-email: the emailed code (never echoed back), and "Send a new code". */
export const checkEmailAction = accountAction((account) =>
  formAction<RegistrationCodeForm>({
    schema: registrationCodeSchema,
    fields: ['code'],
    secret: ['code'],
    submit: (_, { code }) => account.verifyEmailCode(code),
    intents: { resend: () => account.resendEmailCode() },
  }),
);

/** account/change-mobile: the new mobile number; a code is texted to it. */
export const changeMobileAction = accountAction((account) =>
  formAction<ChangeMobileForm>({
    schema: changeMobileSchema,
    fields: ['mobile', VERSION_FIELD],
    submit: (_, { mobile }) => account.changeNumber('mobile', mobile),
  }),
);

/** account/change-landline: the new landline number; a code is read out in a call to it. */
export const changeLandlineAction = accountAction((account) =>
  formAction<ChangeLandlineForm>({
    schema: changeLandlineSchema,
    fields: ['landline', VERSION_FIELD],
    submit: (_, { landline }) => account.changeNumber('landline', landline),
  }),
);

/** account/check-security-code: the code sent to the new number (never echoed back), and "Send a new code". */
export const checkNumberCodeAction = accountAction((account) =>
  formAction<RegistrationCodeForm>({
    schema: registrationCodeSchema,
    fields: ['code'],
    secret: ['code'],
    submit: (_, { code }) => account.verifyNumberCode(code),
    intents: { resend: () => account.resendNumberCode() },
  }),
);

/** account/remove-landline's confirmation. */
export const removeLandlineAction = accountAction((account) =>
  formAction({ schema: confirmationSchema, fields: [VERSION_FIELD], submit: () => account.removeLandline() }),
);

/** account/passkeys/remove?id=…'s confirmation. */
export const removePasskeyAction = accountAction((account, request) =>
  formAction({
    schema: confirmationSchema,
    fields: [VERSION_FIELD],
    submit: () => account.removePasskey(param(request, 'id')),
  }),
);

/** account/services/stop-sharing?client=…'s confirmation (no password check). */
export const stopSharingAction = accountAction((account, request) =>
  formAction({
    schema: confirmationSchema,
    fields: [VERSION_FIELD],
    submit: () => {
      const clientId = param(request, 'client');
      const service = account.details?.services.find((s) => s.client_id === clientId);
      if (!service) return to(p.home);
      return account.stopSharing(clientId, service.client_name ?? text.home.unnamedService);
    },
  }),
);

/**
 * The passkey offer: "Not now" (remembered for 30 days), then on with the sign-in; "Set up a
 * passkey" (intent `create-passkey`) answers the creation's options for page script, whose result
 * (intent `passkey-result`) is registered here (issue 44). Creating one needs script.
 */
export const passkeyOfferAction = accountAction((account, request) => {
  const returnTo = `${p.passkeyOffer}?return=${offerNext(new URL(request.url))}`;
  return formAction({
    schema: confirmationSchema,
    fields: [],
    submit: async () => {
      await account.declinePasskeyOffer();
      return to(offerNext(new URL(request.url)));
    },
    intents: { [PASSKEY_CREATE_INTENT]: () => account.createPasskey(returnTo) },
    ceremony: (_, result) => account.finishPasskeyCreation(result, returnTo, false),
  });
});

/**
 * account/passkeys/add: "Set up a passkey" answers the creation's options for page script; its
 * result (intent `passkey-result`) is registered, then the account home with its banner (issue 44).
 */
export const addPasskeyAction = accountAction((account) =>
  formAction({
    schema: confirmationSchema,
    fields: [VERSION_FIELD],
    submit: () => account.createPasskey(p.addPasskey),
    ceremony: (_, result) => account.finishPasskeyCreation(result, p.addPasskey, true),
  }),
);
