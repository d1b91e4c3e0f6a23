import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApp } from '../../../test/storyHelpers.tsx';
import {
  NotRegisteredPage,
  OtpAttemptsExceededPage,
  OtpRequestsExceededPage,
  PasswordAttemptsExceededPage,
  RestoreMessagePage,
} from './ProblemPages.tsx';

const meta = {
  title: 'Pages/Sign-in messages',
  parameters: { layout: 'fullscreen' },
  decorators: [withApp()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const OtpAttemptsExceeded: Story = { render: () => <OtpAttemptsExceededPage /> };
export const OtpRequestsExceeded: Story = { render: () => <OtpRequestsExceededPage /> };
export const PasswordAttemptsExceeded: Story = { render: () => <PasswordAttemptsExceededPage /> };
export const NotRegistered: Story = { render: () => <NotRegisteredPage /> };
export const RestoreMessage: Story = { render: () => <RestoreMessagePage /> };
