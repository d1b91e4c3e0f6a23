import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending, serverError, withApp } from '../../../test/storyHelpers.tsx';
import EnterEmailPage from './EnterEmailPage.tsx';
import LogInPasswordPage from './LogInPasswordPage.tsx';
import EnterMobileCodePage from './EnterMobileCodePage.tsx';
import AuthcodePage, { AuthcodeView } from './AuthcodePage.tsx';
import MobileCodeExpiredPage from './MobileCodeExpiredPage.tsx';

const meta = {
  title: 'Pages/Sign-in',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('error-summary');

/** enter-email, empty. */
export const EnterEmail: Story = { render: () => <EnterEmailPage />, decorators: [withApp()] };

/** enter-email in Welsh (issue 46), as a reader who chose Cymraeg sees it; no play: plays assert English. */
export const EnterEmailWelsh: Story = { ...EnterEmail, globals: { locale: 'cy' } };

/** enter-email at 320px wide. */
export const EnterEmailSmallScreen: Story = {
  ...EnterEmail,
  globals: { viewport: { value: 'small', isRotated: false } },
};

/** enter-email submitted empty: 'You need to enter your email address', summary focused. */
export const EnterEmailRequired: Story = {
  ...EnterEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveFocus();
    await expect(s).toHaveTextContent('You need to enter your email address');
    await expect(canvas.getByLabelText('Enter your email address')).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * enter-email sent empty, in Welsh (issue 46): the summary and the field's message as the server
 * answers a post without script ("Mae angen i chi roi eich cyfeiriad e-bost"), so no play is needed.
 */
export const EnterEmailRequiredWelsh: Story = {
  render: () => <EnterEmailPage />,
  decorators: [withApp({ answered: { errors: [{ field: 'email', code: 'EMAIL_REQUIRED' }], values: { email: '' } } })],
  globals: { locale: 'cy' },
};

/** enter-email with too short an address. */
export const EnterEmailTooShort: Story = {
  ...EnterEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Enter your email address'), 'a@b.c');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    // issue 54: the same words in the summary and under the field (GOV.UK).
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address with at least 6 characters');
    // The summary's link and the field's message.
    await expect(canvas.getAllByText('Enter an email address with at least 6 characters')).toHaveLength(2);
  },
};

/** enter-email with a malformed address. */
export const EnterEmailFormat: Story = {
  ...EnterEmail,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Enter your email address'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address in the correct format');
    await expect(canvas.getByText('Enter an email address in the correct format, like name@example.com')).toBeVisible();
  },
};

/** enter-email when the server answers 'Invalid email address' (form error EMAIL_FORMAT). */
export const EnterEmailServerRejects: Story = {
  render: () => <EnterEmailPage />,
  decorators: [withApp({ api: { checkAccountStatus: () => serverError('Invalid email address') } })],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Enter your email address'), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter an email address in the correct format');
    await expect(canvas.getByLabelText('Enter your email address')).toHaveValue('someone@example.com');
  },
};

/** enter-email while the status check is in flight: the button is busy and ignores presses. */
export const EnterEmailBusy: Story = {
  render: () => <EnterEmailPage />,
  decorators: [withApp({ api: { checkAccountStatus: () => pending() } })],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Enter your email address'), 'someone@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** log-in-password, empty. */
export const LogInPassword: Story = {
  render: () => <LogInPasswordPage />,
  decorators: [withApp({ setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }) })],
};

/** log-in-password submitted empty: 'Enter your password'. */
export const LogInPasswordRequired: Story = {
  ...LogInPassword,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter your password');
  },
};

/** log-in-password with a wrong password: 'Enter the correct password' (PASSWORD_WRONG), the field emptied. */
export const LogInPasswordWrong: Story = {
  render: () => <LogInPasswordPage />,
  decorators: [
    withApp({
      setup: (s) => s.profile.assign({ email: 'confirmed@example.com' }),
      api: { login: () => serverError('Incorrect username or password.') },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const s = await summary(canvasElement);
    await expect(s).toHaveTextContent('Enter the correct password');
    // Issue 28: the wrong password is not left in the field.
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
    await userEvent.click(within(s).getByRole('link'));
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

const codeSetup = withApp({
  setup: (s) => s.profile.assign({ email: 'confirmed@example.com', phoneNumber: '*******0123' }),
});

/** enter-mobile-code, with the masked mobile number. */
export const EnterMobileCode: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [codeSetup],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^mobile number ending in 0123\.?$/)).toBeInTheDocument();
  },
};

/** enter-mobile-code in Welsh (issue 46), with the masked mobile number; no play: plays assert English. */
export const EnterMobileCodeWelsh: Story = {
  render: EnterMobileCode.render,
  decorators: EnterMobileCode.decorators,
  globals: { locale: 'cy' },
};

/** enter-mobile-code with a landline held: the call option shows under "I cannot log in using my mobile phone". */
export const EnterMobileCodeWithLandline: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.profile.assign({ email: 'both@example.com', phoneNumber: '*******0123', landlineNumber: '*******0456' }),
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('I cannot log in using my mobile phone'));
    await expect(canvas.getByRole('link', { name: 'Get a security code by calling my landline' })).toBeVisible();
  },
};

/** enter-mobile-code submitted empty. */
export const EnterMobileCodeRequired: Story = {
  ...EnterMobileCode,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter the security code');
  },
};

/** enter-mobile-code with a code that is not 6 digits. */
export const EnterMobileCodeInvalid: Story = {
  ...EnterMobileCode,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('Enter the 6 digit security code');
  },
};

/** enter-mobile-code with a wrong code ('Invalid OTP'), the field emptied. */
export const EnterMobileCodeWrong: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [
    withApp({
      setup: (s) => s.profile.assign({ email: 'confirmed@example.com', phoneNumber: '*******0123' }),
      api: { verifyOtp: () => serverError('Invalid OTP') },
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await summary(canvasElement)).toHaveTextContent('The security code is not correct');
    // Issue 28: the wrong code is not left in the field.
    await expect(canvas.getByLabelText('Security code')).toHaveValue('');
  },
};

/** enter-mobile-code after "Send the security code again": the success banner. */
export const EnterMobileCodeResent: Story = {
  render: () => <EnterMobileCodePage />,
  decorators: [
    withApp({
      setup: (s) => s.profile.assign({ email: 'confirmed@example.com', phoneNumber: '*******0123' }),
      api: { triggerOtp: () => Promise.resolve() },
    }),
  ],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Not received a text?'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the security code again' }));
    await expect(await canvas.findByText('You have been sent a new security code.')).toBeVisible();
  },
};

/** authcode: the spinner while the authorisation-code step runs. */
export const Authcode: Story = {
  render: () => <AuthcodePage />,
  decorators: [withApp({ api: { authcode: () => pending() } })],
  play: async ({ canvas }) => {
    // The label is put into the live region just after it appears, so wait for it.
    await expect(await canvas.findByText('Please wait while we log you in')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait while we log you in');
  },
};

/**
 * authcode as the server renders it, what a browser without script shows (issue 55 item 5): its
 * GET runs nothing; the button posts the form to the route's action, which runs the step.
 */
export const AuthcodeWithoutScript: Story = {
  render: () => <AuthcodeView />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select continue to finish logging in.')).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Continue' }).closest('form')!;
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form.querySelector('input[name="_csrf"]')).not.toBeNull();
    await expect(canvas.queryByTestId('spinner')).toBeNull();
  },
};

/** mobile-code-expired with only "Text me again". */
export const MobileCodeExpired: Story = { render: () => <MobileCodeExpiredPage />, decorators: [withApp()] };
