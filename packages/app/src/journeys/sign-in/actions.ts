import { formAction, type FormSchema } from '../../shell/formAction.ts';
import {
  chooseMethodSchema,
  codeChoiceSchema,
  enterEmailSchema,
  passwordSchema,
  securityCodeSchema,
  type EnterEmailForm,
  type PasswordForm,
  type SecurityCodeForm,
} from '../../shell/formSchemas.ts';
import type { CodeChoice, MethodChoice } from './transitions.ts';
import { PASSKEY_AUTOFILL_INTENT } from '../../shell/passkeyCeremony.ts';
import { passkeyAutofillOptions } from '../../shell/passkeyAutofillOptions.ts';
import { paths } from '../../paths.ts';

// The sign-in forms posted without script (issue 23): each runs the page's schema and calls the
// store method the page's submit calls (routes.ts loads this module only when a form is posted).

/**
 * enter-email, with the email field's passkey autofill (issue 27): page script asks for its
 * options (intent `passkey-autofill`) and posts the chosen passkey's result (issue 44). spec 000
 * §4 "Account status after email entry".
 */
export const enterEmailAction = formAction<EnterEmailForm>({
  schema: enterEmailSchema,
  fields: ['email'],
  submit: (store, { email }) => store.signIn.submitEmail(email),
  intents: { [PASSKEY_AUTOFILL_INTENT]: (store) => passkeyAutofillOptions(store, paths.enterEmail) },
  ceremony: (store, result) => store.passkey.finishCeremony(result),
});

/** log-in-password: the password is never echoed back. spec 000 §4, §8. */
export const logInPasswordAction = formAction<PasswordForm>({
  schema: passwordSchema,
  fields: ['password'],
  secret: ['password'],
  submit: (store, { password }) => store.signIn.submitPassword(password),
});

/** enter-mobile-code, with its "Send the security code again" form. spec 000 §4 "Security code (mobile)". */
export const enterMobileCodeAction = formAction<SecurityCodeForm>({
  schema: securityCodeSchema,
  fields: ['code', 'rememberDevice'],
  checkboxes: ['rememberDevice'],
  secret: ['code'],
  submit: (store, { code, rememberDevice }) => store.signIn.submitCode(code, rememberDevice),
  intents: { resend: (store) => store.signIn.resendCode() },
});

/** choose-authentication-method. spec 000 §4 "Security code (landline)". */
export const chooseAuthenticationMethodAction = formAction<{ choice: MethodChoice }>({
  schema: chooseMethodSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.signIn.chooseMethod(choice),
});

/** A form with no fields (a single button): always valid. */
const noFields: FormSchema<Record<string, never>> = { safeParse: () => ({ success: true, data: {} }) };

/**
 * get-call-landline: "Call my landline now", with its "Text me instead" form (when a mobile is
 * held). spec 000 §4 "Security code (landline)".
 */
export const getCallLandlineAction = formAction<Record<string, never>>({
  schema: noFields,
  fields: [],
  submit: (store) => store.signIn.callLandline(),
  intents: { text: (store) => store.signIn.sendText(false) },
});

/** enter-landline-code, with its "Call me again" form. spec 000 §4 "Security code (landline)". */
export const enterLandlineCodeAction = formAction<SecurityCodeForm>({
  schema: securityCodeSchema,
  fields: ['code', 'rememberDevice'],
  checkboxes: ['rememberDevice'],
  secret: ['code'],
  submit: (store, { code, rememberDevice }) => store.signIn.submitLandlineCode(code, rememberDevice),
  intents: { callAgain: (store) => store.signIn.callLandline(true) },
});

/** call-failed and landline-code-expired: what to do next. spec 000 §4, §5. */
export const codeChoiceAction = formAction<{ choice: CodeChoice }>({
  schema: codeChoiceSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.signIn.chooseAfterCodeProblem(choice),
});

/**
 * mobile-code-expired: its choice (as {@link codeChoiceAction}), or, where only a new text is on
 * offer, its one "Text me again" form (intent `textAgain`). spec 000 §4 "Security code (mobile)".
 */
export const mobileCodeExpiredAction = formAction<{ choice: CodeChoice }>({
  schema: codeChoiceSchema,
  fields: ['choice'],
  submit: (store, { choice }) => store.signIn.chooseAfterCodeProblem(choice),
  intents: { textAgain: (store) => store.signIn.resendCode() },
});

/** The intent page script's authcode page posts at once (the no-script page's button posts none). */
export const AUTHCODE_INTENT = 'authcode';

/**
 * authcode's own post (issue 55 item 5, "Loaders change nothing"): a GET of authcode (a reload, a
 * link or a prefetch, or a page reached by a GET: the proofing outcome's "Continue", the passkey
 * offer's "Not now" with script) runs no step; its page posts here, at once with script and by its
 * "Continue" button without, and the authorisation-code step runs in this CSRF-checked post. A post
 * that leads to authcode runs the step itself (its route's `step`). spec 000 §2, §4 "After authcode".
 */
export const authcodeAction = formAction<Record<string, never>>({
  schema: noFields,
  fields: [],
  submit: (store) => store.signIn.runAuthcode(),
  intents: { [AUTHCODE_INTENT]: (store) => store.signIn.runAuthcode() },
});
