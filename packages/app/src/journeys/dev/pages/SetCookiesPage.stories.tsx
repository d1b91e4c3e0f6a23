import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withApp } from '../../../test/storyHelpers.tsx';
import { SetCookiesPage } from './SetCookiesPage.tsx';

const meta = {
  title: 'Pages/Developer set-cookies',
  parameters: { layout: 'fullscreen' },
  decorators: [withApp()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const routes = ['/enter-email', '/log-in-password', '/nhs-login-consent'];

export const SetCookies: Story = {
  render: () => <SetCookiesPage routes={routes} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '/log-in-password' })).toBeVisible();
  },
};

/** Parameters that are not valid JSON are refused with a message. */
export const SetCookiesInvalid: Story = {
  render: () => <SetCookiesPage routes={routes} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Sign-in parameters (JSON)'), 'not json');
    await userEvent.click(canvas.getByRole('button', { name: 'Set cookies' }));
    await expect(await within(canvasElement).findByTestId('error-summary')).toHaveTextContent(
      'Enter sign-in parameters as JSON',
    );
  },
};

/** Valid parameters set the cookies. */
export const SetCookiesSaved: Story = {
  render: () => <SetCookiesPage routes={routes} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Sign-in parameters (JSON)');
    await userEvent.click(input);
    await userEvent.paste(
      JSON.stringify({ session_id: 's1', client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set cookies' }));
    await expect(await canvas.findByText('The cookies have been set.')).toBeVisible();
  },
};
