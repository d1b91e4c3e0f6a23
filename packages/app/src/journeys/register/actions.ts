import { formAction, type PageAction } from '../../shell/formAction.ts';
import { registrationStoreOf } from './RegistrationStore.ts';
import {
  createPasswordSchema,
  enterMobileSchema,
  registerEmailSchema,
  registrationCodeSchema,
  termsOfUseSchema,
  type CreatePasswordForm,
  type EnterMobileForm,
  type RegisterEmailForm,
  type RegistrationCodeForm,
  type TermsOfUseForm,
} from '../../shell/registrationSchemas.ts';

// The registration forms posted without script (issue 23, step 2): each runs the page's schema
// and calls the store method the page's submit calls (routes.ts loads this module only when a
// form is posted).

/** register/create-account: the address, then the back end's validate email. issue 15. */
export const registerEmailAction = formAction<RegisterEmailForm>({
  schema: registerEmailSchema,
  fields: ['email'],
  submit: (store, { email }) => registrationStoreOf(store).submitEmail(email),
});

/** register/terms-of-use: the "I agree" tick box, then the emailed code. issue 15. */
export const registerTermsOfUseAction = formAction<TermsOfUseForm>({
  schema: termsOfUseSchema,
  fields: ['agree'],
  checkboxes: ['agree'],
  submit: (store) => registrationStoreOf(store).agreeToTerms(),
});

/** register/check-email: the emailed code (never echoed back), with its "Send a new code" form. issue 15. */
export const registerCheckEmailAction = formAction<RegistrationCodeForm>({
  schema: registrationCodeSchema,
  fields: ['code'],
  secret: ['code'],
  submit: (store, { code }) => registrationStoreOf(store).submitEmailCode(code),
  intents: { resend: (store) => registrationStoreOf(store).resendEmailCode() },
});

/**
 * register/create-password: the password and its confirmation (never echoed back), checked
 * against the address being registered as the page checks them. The form also sends that
 * address as "username" (for the password manager); the schema ignores it. issue 15.
 */
export const registerCreatePasswordAction: PageAction = (store, request) =>
  formAction<CreatePasswordForm>({
    schema: createPasswordSchema(registrationStoreOf(store).emailSentTo),
    fields: ['password', 'confirm', 'username'],
    secret: ['password', 'confirm'],
    submit: (s, { password }) => registrationStoreOf(s).submitPassword(password),
  })(store, request);

/** register/enter-mobile: the UK mobile number a code is texted to. issue 15. */
export const registerEnterMobileAction = formAction<EnterMobileForm>({
  schema: enterMobileSchema,
  fields: ['mobile'],
  submit: (store, { mobile }) => registrationStoreOf(store).submitMobile(mobile),
});

/** register/enter-mobile-code: the texted code (never echoed back), with its "Send a new code" form. issue 15. */
export const registerEnterMobileCodeAction = formAction<RegistrationCodeForm>({
  schema: registrationCodeSchema,
  fields: ['code'],
  secret: ['code'],
  submit: (store, { code }) => registrationStoreOf(store).submitMobileCode(code),
  intents: { resend: (store) => registrationStoreOf(store).resendMobileCode() },
});
