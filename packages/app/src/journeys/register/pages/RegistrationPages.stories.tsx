import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { registrationServerMessages, serverMessages } from '@nhsl/contract';
import { pending, serverError, withApp } from '../../../test/storyHelpers.tsx';
import { registrationStoreOf } from '../RegistrationStore.ts';
import {
  CreateAccountStepsPage,
  RegisterCheckEmailPage,
  RegisterCreatePasswordPage,
  RegisterEmailPage,
  RegisterEnterMobileCodePage,
  RegisterEnterMobilePage,
  RegisterTermsOfUsePage,
} from './RegistrationPages.tsx';

const meta = {
  title: 'Pages/Registration',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'new-person@example.com';
const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');
/** A registration under way for {@link EMAIL}, at the given step. */
const underWay =
  (values: Parameters<ReturnType<typeof registrationStoreOf>['assign']>[0] = {}) =>
  (s: Parameters<typeof registrationStoreOf>[0]) =>
    registrationStoreOf(s).assign({ email: EMAIL, termsAgreed: true, ...values });

/** create-account-steps: the steps and Continue (from NOT_FOUND and /login). */
export const CreateAccountSteps: Story = { render: () => <CreateAccountStepsPage />, decorators: [withApp()] };

/** create-account: prefilled with the address entered at sign-in. */
export const Email: Story = {
  render: () => <RegisterEmailPage />,
  decorators: [withApp({ setup: (s) => s.profile.assign({ email: EMAIL }) })],
};

/** create-account submitted empty: the summary (focused) and the inline message. */
export const EmailRequired: Story = {
  render: () => <RegisterEmailPage />,
  decorators: [withApp()],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent('Enter your email address');
  },
};

/** create-account: validate email answered 'Account already exists'; the address stays typed. */
export const EmailTaken: Story = {
  ...Email,
  decorators: [
    withApp({
      setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }),
      api: { validateEmail: () => serverError(registrationServerMessages.accountExists) },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('An NHS login already uses this email address');
    await expect(canvas.getByLabelText(/Enter your email address/)).toHaveValue('confirmed@example.com');
  },
};

/** create-account while validate email is in flight: the button is busy. */
export const EmailBusy: Story = {
  ...Email,
  decorators: [withApp({ setup: (s) => s.profile.assign({ email: EMAIL }), api: { validateEmail: pending } })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** terms-of-use, not yet agreed. */
export const TermsOfUse: Story = {
  render: () => <RegisterTermsOfUsePage />,
  decorators: [withApp({ setup: underWay({ termsAgreed: false }) })],
};

/** terms-of-use: Continue without agreeing. */
export const TermsOfUseRequired: Story = {
  ...TermsOfUse,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('You need to agree to the terms of use');
  },
};

/** terms-of-use while the code is being emailed. */
export const TermsOfUseBusy: Story = {
  render: () => <RegisterTermsOfUsePage />,
  decorators: [withApp({ setup: underWay({ termsAgreed: false }), api: { startRegistration: pending } })],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('I agree to the NHS login terms of use'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** check-email after the terms were agreed. */
export const CheckEmail: Story = {
  render: () => <RegisterCheckEmailPage />,
  decorators: [withApp({ setup: underWay() })],
};

/** check-email for an account answering UNCONFIRMED: says it was not confirmed and a new code was sent. */
export const CheckEmailUnconfirmed: Story = {
  render: () => <RegisterCheckEmailPage />,
  decorators: [
    withApp({ setup: (s) => s.profile.assign({ email: 'unconfirmed@example.com', status: 'UNCONFIRMED' }) }),
  ],
};

/** check-email after "Send a new code". */
export const CheckEmailResent: Story = {
  render: () => <RegisterCheckEmailPage />,
  decorators: [withApp({ setup: underWay({ emailCodeResent: true }) })],
};

/** check-email: letters in the code. */
export const CheckEmailCodeInvalid: Story = {
  ...CheckEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Enter the code'), '12ab56');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('The code must be 6 numbers');
  },
};

/** check-email: the back end answered 'OTP has expired'. */
export const CheckEmailCodeExpired: Story = {
  render: () => <RegisterCheckEmailPage />,
  decorators: [withApp({ setup: underWay(), api: { verifyEmailCode: () => serverError(serverMessages.otpExpired) } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Enter the code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('The code has expired');
    await expect(canvas.getByLabelText('Enter the code')).toHaveValue('');
  },
};

/** check-email while the code is checked. */
export const CheckEmailBusy: Story = {
  render: () => <RegisterCheckEmailPage />,
  decorators: [withApp({ setup: underWay(), api: { verifyEmailCode: pending } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Enter the code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** create-password, empty. */
export const CreatePassword: Story = {
  render: () => <RegisterCreatePasswordPage />,
  decorators: [withApp({ setup: underWay() })],
};

/** create-password submitted empty: both messages in page order. */
export const CreatePasswordRequired: Story = {
  ...CreatePassword,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent(/Enter a password.*Enter your password again/);
  },
};

/** create-password: the confirmation does not match. */
export const CreatePasswordMismatch: Story = {
  ...CreatePassword,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm your password'), 'correct horse batter');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('The passwords do not match');
  },
};

/** create-password: the back end's deny list refused it ('Password is too common'). */
export const CreatePasswordCommon: Story = {
  render: () => <RegisterCreatePasswordPage />,
  decorators: [
    withApp({
      setup: underWay(),
      api: { createPassword: () => serverError(registrationServerMessages.passwordTooCommon) },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'letmein123');
    await userEvent.type(canvas.getByLabelText('Confirm your password'), 'letmein123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Your password is too easy to guess');
  },
};

/** create-password with the password shown (the toggle). */
export const CreatePasswordShown: Story = {
  ...CreatePassword,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(canvas.getAllByRole('button', { name: /Show/ })[0]!);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** enter-mobile after create-password. */
export const EnterMobile: Story = {
  render: () => <RegisterEnterMobilePage />,
  decorators: [withApp({ setup: underWay({ passwordCreated: true }) })],
};

/** enter-mobile for a login answering UNREGISTERED: says the account needs a number to be finished. */
export const EnterMobileUnregistered: Story = {
  render: () => <RegisterEnterMobilePage />,
  decorators: [withApp()],
};

/** enter-mobile: a landline number. */
export const EnterMobileFormat: Story = {
  ...EnterMobile,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('UK mobile phone number'), '020 7946 0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter a UK mobile phone number');
    await expect(canvas.getByLabelText('UK mobile phone number')).toHaveValue('020 7946 0000');
  },
};

/** enter-mobile while the text is sent. */
export const EnterMobileBusy: Story = {
  render: () => <RegisterEnterMobilePage />,
  decorators: [withApp({ setup: underWay({ passwordCreated: true }), api: { enterMobile: pending } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('UK mobile phone number'), '07700 900123');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** enter-mobile-code with the masked number. */
export const EnterMobileCode: Story = {
  render: () => <RegisterEnterMobileCodePage />,
  decorators: [withApp({ setup: underWay({ passwordCreated: true, maskedMobile: '*******0321' }) })],
};

/** enter-mobile-code after "Send a new code". */
export const EnterMobileCodeResent: Story = {
  render: () => <RegisterEnterMobileCodePage />,
  decorators: [
    withApp({ setup: underWay({ passwordCreated: true, maskedMobile: '*******0321', mobileCodeResent: true }) }),
  ],
};

/** enter-mobile-code: the back end answered 'Invalid OTP'. */
export const EnterMobileCodeWrong: Story = {
  render: () => <RegisterEnterMobileCodePage />,
  decorators: [
    withApp({
      setup: underWay({ passwordCreated: true, maskedMobile: '*******0321' }),
      api: { verifyMobileCode: () => serverError(serverMessages.invalidOtp) },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my NHS login' }));
    await expect(await summary(canvasElement)).toHaveTextContent('The code is not correct');
    // Issue 28: the wrong code is not left in the field.
    await expect(canvas.getByLabelText('Security code')).toHaveValue('');
  },
};

/** enter-mobile-code while the account is created. */
export const EnterMobileCodeBusy: Story = {
  render: () => <RegisterEnterMobileCodePage />,
  decorators: [
    withApp({
      setup: underWay({ passwordCreated: true, maskedMobile: '*******0321' }),
      api: { verifyMobileCode: pending },
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my NHS login' }));
    await expect(canvas.getByRole('button', { name: 'Create my NHS login' })).toHaveAttribute('aria-busy', 'true');
  },
};
