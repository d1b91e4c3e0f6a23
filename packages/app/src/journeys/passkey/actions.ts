import { formAction } from '../../shell/formAction.ts';
import { enterEmailFailedSchema, loginFailedSchema, passkeyEmailSchema, type PasskeyEmailForm } from './schemas.ts';
import type { EnterEmailFailedChoice, LoginFailedChoice } from './transitions.ts';

// The passkey sign-in forms (issue 44): each runs the page's schema and the store method the page
// calls; a ceremony's options are answered for page script to run, and its result (intent
// `passkey-result`) comes back here to be verified. routes.ts loads this module only when a form is posted.

/** passkey-enter-email: the account's check, then the ceremony. spec 000 §2, §4 "Passkey login", §5. */
export const passkeyEnterEmailAction = formAction<PasskeyEmailForm>({
  schema: passkeyEmailSchema,
  fields: ['email'],
  submit: (store, { email }) => store.passkey.submitEmail(email),
  ceremony: (store, result) => store.passkey.finishCeremony(result),
});

/** passkey-login-failed: "Try my passkey again" (a new ceremony) or the password. spec 000 §2. */
export const passkeyLoginFailedAction = formAction<{ choice: LoginFailedChoice }>({
  schema: loginFailedSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.passkey.chooseAfterLoginFailed(choice),
  ceremony: (store, result) => store.passkey.finishCeremony(result),
});

/** passkey-enter-email-login-failed: the email again, or the password. spec 000 §2. */
export const passkeyEnterEmailLoginFailedAction = formAction<{ choice: EnterEmailFailedChoice }>({
  schema: enterEmailFailedSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.passkey.chooseAfterEnterEmailFailed(choice),
});
