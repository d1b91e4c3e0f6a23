import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PasswordInput, type PasswordInputProps } from './PasswordInput.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

function Stateful(props: Partial<PasswordInputProps>) {
  const [value, setValue] = useState('');
  return <PasswordInput label="Password" name="password" {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', name: 'password' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** for every password field, so users can check what they typed. Use `autoComplete="new-password"` when setting a password and the default `current-password` when logging in.',
          '**When not to use:** for security codes (use CodeInput) or other secret values that are not passwords; do not prevent pasting.',
          '**Accessibility:** a labelled password field and a Show / Hide button that says what it will do and names the field it controls (`aria-controls`). A polite live region announces whether the password is visible. The button is a real button, reached by Tab and activated by Enter or Space; the value is never stored beyond React state.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'S3cret!');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByText('Your password is visible')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('S3cret!');
  },
};

/** Keyboard only: Tab from the field reaches the toggle; Enter shows and Space hides the password. */
export const KeyboardShowHide: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'S3cret!');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-controls', 'password');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByText('Your password is hidden')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  render: () => <Stateful error="Enter your password" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(/Enter your password/);
  },
};

export const NewPassword: Story = {
  render: () => (
    <Stateful label="New password" name="newPassword" hint="Use at least 8 characters" autoComplete="new-password" />
  ),
};

/** At 320px wide with a long label. */
export const LongTextSmallScreen: Story = {
  render: () => <Stateful label={`Password for ${LONG_WORD}`} />,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongTextSmallScreen,
  decorators: [rightToLeft],
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer. */
export const Welsh: Story = {
  render: () => <Stateful label="Cyfrinair" />,
  globals: { locale: 'cy' },
};
