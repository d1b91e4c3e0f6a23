import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../test/storyHelpers.tsx';
import {
  AccountDisabledPage,
  ErrorAccountPage,
  FailedEligibilityPage,
  LoginDisabledPage,
  LoginProblemNhsNumberPage,
  ServiceBusyPage,
  SessionInvalidPage,
} from './BlockedPages.tsx';

const meta = {
  title: 'Pages/Blocked and session',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountDisabled: Story = {
  render: () => <AccountDisabledPage />,
  decorators: [withApp({ path: '/account-disabled?errorCode=CID2013' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID2013')).toBeVisible();
  },
};

/** A malformed errorCode is never shown. */
export const AccountDisabledMalformedCode: Story = {
  render: () => <AccountDisabledPage />,
  decorators: [withApp({ path: '/account-disabled?errorCode=%3Cb%3Ehi%3C%2Fb%3E' })],
  play: async ({ canvas }) => {
    // The page itself shows (a blank page would also show no reference).
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('You cannot use your account');
    await expect(canvas.getByText(/Your NHS login has been disabled/)).toBeVisible();
    await expect(canvas.queryByText(/Reference/)).toBeNull();
    await expect(canvas.queryByText(/<b>/)).toBeNull();
  },
};

export const ErrorAccount: Story = { render: () => <ErrorAccountPage />, decorators: [withApp()] };

export const LoginDisabled: Story = {
  render: () => <LoginDisabledPage />,
  decorators: [withApp({ path: '/login-disabled?errorCode=CID2012' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID2012')).toBeVisible();
  },
};

/** login-disabled without (or with a malformed) errorCode: CID7031. */
export const LoginDisabledDefaultReference: Story = {
  render: () => <LoginDisabledPage />,
  decorators: [withApp({ path: '/login-disabled?errorCode=javascript:alert(1)' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID7031')).toBeVisible();
  },
};

/** login-disabled without an errorCode: CID7031, with the reasons and the contact link. */
export const LoginDisabledNoCode: Story = {
  render: () => <LoginDisabledPage />,
  decorators: [withApp({ path: '/login-disabled' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('There is a problem');
    await expect(canvas.getByText('Your login has been disabled.')).toBeVisible();
    await expect(canvas.getByText('Reference: CID7031')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Contact the NHS login Help Centre/ })).toBeVisible();
  },
};

/** login-disabled with an errorCode that is CID plus digits followed by markup: refused, CID7031. */
export const LoginDisabledCodeWithMarkup: Story = {
  render: () => <LoginDisabledPage />,
  decorators: [withApp({ path: `/login-disabled?errorCode=${encodeURIComponent('CID2012<b>x</b>')}` })],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Reference: CID7031')).toBeVisible();
    await expect(canvasElement.querySelector('main b')).toBeNull();
  },
};

export const LoginProblemNhsNumber: Story = { render: () => <LoginProblemNhsNumberPage />, decorators: [withApp()] };
export const FailedEligibility: Story = {
  render: () => <FailedEligibilityPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Reference/)).toBeNull();
    await expect(canvas.getByRole('link', { name: /Contact the NHS login Help Centre/ })).toHaveAttribute(
      'href',
      'https://help.login.nhs.uk/contactus',
    );
  },
};

/** A refused account replacement (CID1119): the reference on the page and in the contact link. spec 001 §8. */
export const FailedEligibilityReplacementRefused: Story = {
  render: () => <FailedEligibilityPage />,
  decorators: [withApp({ path: '/failed-eligibility?errorCode=CID1119' })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID1119')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Contact the NHS login Help Centre/ })).toHaveAttribute(
      'href',
      'https://help.login.nhs.uk/contactus?errorCode=CID1119',
    );
  },
};
export const SessionInvalid: Story = { render: () => <SessionInvalidPage />, decorators: [withApp()] };
export const ServiceBusy: Story = { render: () => <ServiceBusyPage />, decorators: [withApp()] };
