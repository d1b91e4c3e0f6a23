import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withApp } from '../../../test/storyHelpers.tsx';
import ErrorPage from './ErrorPage.tsx';
import NoClientInfoPage from './NoClientInfoPage.tsx';
import NotFoundPage from '../../../shell/NotFoundPage.tsx';
import SessionTimeoutPage from './SessionTimeoutPage.tsx';
import SignInFinishedPage from './SignInFinishedPage.tsx';

const meta = {
  title: 'Pages/Errors and session',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = { render: () => <ErrorPage />, decorators: [withApp()] };
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID0404')).toBeVisible();
  },
};
export const NoClientInfo: Story = {
  render: () => <NoClientInfoPage />,
  decorators: [withApp()],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Reference: CID1004')).toBeVisible();
  },
};

/** session-timeout when the client is known: a link back to it by name. */
export const SessionTimeoutKnownClient: Story = {
  render: () => <SessionTimeoutPage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.client.assign({
          client: {
            client_id: 'demo-client',
            client_display_name: 'Demo Health Service',
            client_homepage_url: 'http://localhost:4001/',
            approved_scopes: [],
            claims: [],
          },
        }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Go back to Demo Health Service' })).toHaveAttribute(
      'href',
      'http://localhost:4001/',
    );
  },
};

/** sign-in-finished (issue 54): Back to consent after the sign-in ended; a link back to the service. */
export const SignInFinished: Story = {
  render: () => <SignInFinishedPage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.client.assign({
          client: {
            client_id: 'demo-client',
            client_display_name: 'Demo Health Service',
            client_homepage_url: 'http://localhost:4001/',
            approved_scopes: [],
            claims: [],
          },
        }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'You have finished logging in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to Demo Health Service' })).toHaveAttribute(
      'href',
      'http://localhost:4001/',
    );
  },
};

/** session-timeout when the client is unknown. */
export const SessionTimeoutUnknownClient: Story = { render: () => <SessionTimeoutPage />, decorators: [withApp()] };

/** session-timeout with a client name carrying HTML: the link text is plain text. */
export const SessionTimeoutClientNameIsText: Story = {
  render: () => <SessionTimeoutPage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.client.assign({
          client: {
            client_id: 'demo-client',
            client_display_name: '<img src=x alt=injected>',
            client_homepage_url: 'http://localhost:4001/',
            approved_scopes: [],
            claims: [],
          },
        }),
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Go back to <img src=x alt=injected>' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** session-timeout when the client's homepage is not an http(s) address: no link, the general advice. */
export const SessionTimeoutUnsafeHomepage: Story = {
  render: () => <SessionTimeoutPage />,
  decorators: [
    withApp({
      setup: (s) =>
        s.client.assign({
          client: {
            client_id: 'demo-client',
            client_display_name: 'Demo Health Service',
            client_homepage_url: 'javascript:alert(1)',
            approved_scopes: [],
            claims: [],
          },
        }),
    }),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Go back to the service you were using and log in again.')).toBeVisible();
  },
};
