import { redirect } from 'react-router-dom';
import { formAction, type PageAction } from '../../shell/formAction.ts';
import { normaliseEmail } from '../../shell/formSchemas.ts';
import type { Next } from '../../shell/next.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { resetPaths } from '../../paths.ts';
import { guardResetLink } from './linkGuard.ts';
import type { LinkExpiredData } from './pages/ResetOutcomePages.tsx';
import { resetPasswordStoreOf } from './ResetPasswordStore.ts';
import {
  forgottenPasswordSchema,
  loginSchema,
  newPasswordSchema,
  type ForgottenPasswordForm,
  type LoginForm,
  type NewPasswordForm,
} from './schemas.ts';

// The forgotten-password, reset and login forms posted without script (issue 23, step 2): the
// page's schema and the store method the page's submit calls (routes.ts loads this module only
// when a form is posted).

/** forgotten-password: the address a reset link is emailed to. spec 000 §2, spec 001 §2. */
export const forgottenPasswordAction = formAction<ForgottenPasswordForm>({
  schema: forgottenPasswordSchema,
  fields: ['email'],
  submit: (store, { email }) => resetPasswordStoreOf(store).requestResetLink(email),
});

/**
 * reset-password: the new password (never echoed back) for the link the page was opened with
 * (its username, code and expiry stay in the form's address, as the page's guard reads them).
 * The link guard runs first, as on the page. An expired link's email username is kept for
 * link-expired's page ({@link linkExpiredData}). spec 001 §2, §4 "Password reset".
 */
export const resetPasswordAction: PageAction = async (store, request) => {
  const reset = resetPasswordStoreOf(store);
  const guard = guardResetLink(new URL(request.url).search, reset.now());
  if (!guard.ok) {
    if (guard.username) reset.rememberExpiredUsername(guard.username);
    return redirect(guard.to, 303);
  }
  const { link } = guard;
  return formAction<NewPasswordForm>({
    schema: newPasswordSchema(link.username),
    fields: ['password'],
    secret: ['password'],
    submit: async (_, { password }) => {
      const next = await reset.confirmNewPassword(link, password);
      // As the page passes it on: link-expired's new link starts with the link's address.
      if (next.kind === 'navigate' && next.to === resetPaths.linkExpired) reset.rememberExpiredUsername(link.username);
      return next;
    },
  })(store, request);
};

/**
 * link-expired's data (issue 44): the address a new link starts with, when this request's reset
 * step found the link expired (page script's answer follows the step's redirect on the same
 * store, so the page has it; a form posted without script starts a new request, and the new-link
 * page starts empty as before). spec 001 §4 "Link guard".
 */
export function linkExpiredData(store: RootStore): LinkExpiredData | null {
  const email = resetPasswordStoreOf(store).emailForNewLink;
  return email ? { email } : null;
}

/** login: the email and the password together (the password never echoed back). spec 000 §2 "login". */
export const loginAction = formAction<LoginForm>({
  schema: loginSchema,
  fields: ['email', 'password'],
  secret: ['password'],
  submit: (store, { email, password }) => {
    store.profile.assign({ email: normaliseEmail(email) });
    return store.signIn.submitPassword(password);
  },
});

/**
 * The reset page opened (server render): a link the page's guard sends away with nothing to pass
 * on (malformed → link-not-working) is redirected here, since a server render cannot follow the
 * page's `<Navigate>`. An expired link is left to the page, which shows link-expired's message in
 * place and then (with script) goes on to link-expired passing its username in the router's state,
 * which only the browser's navigation carries. It reads the link and changes nothing: the code is
 * used only by the page's form, in {@link resetPasswordAction}, a CSRF-checked post (issue 55 item
 * 5, "Loaders change nothing"; docs/decisions/0074). spec 001 §4 "Link guard".
 */
export async function resetLinkArrival(store: RootStore, request: Request): Promise<Next | undefined> {
  const guard = guardResetLink(new URL(request.url).search, resetPasswordStoreOf(store).now());
  return guard.ok || guard.username ? undefined : { kind: 'navigate', to: guard.to };
}
