import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { TextInput, type TextInputProps } from './TextInput.tsx';

/** A controlled TextInput that keeps its own value, so typing works in the story. */
function StatefulTextInput(props: TextInputProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: {
    label: 'Email address',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    spellCheck: false,
    autoCapitalize: 'none',
    onChange: fn(),
  },
  render: (args) => <StatefulTextInput {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A single-line text field for short answers: email address, password, security code, name, postcode.',
          '**When not to use:** Do not use it for answers that take more than one line, nor where the choices are known (use Radios or Checkboxes). Do not use placeholder text instead of a label or hint.',
          '**Accessibility:** the label, hint and error message are wired by react-aria: the label is the accessible name, hint and error form the accessible description, and an error sets `aria-invalid`. The error message starts with a visually hidden "Error:". Set `autoComplete` (WCAG 1.3.5) and a `width` that matches the expected answer. `id` defaults to `name`, so an ErrorSummary entry can link to it.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Label only: typing updates the value. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jo@example.com');
    await expect(input).toHaveValue('jo@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('jo@example.com');
  },
};

/** The page's question as the label, shown as the h1. */
export const LabelAsHeading: Story = {
  args: { label: 'Enter your email address', labelAsHeading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your email address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Enter your email address' })).toBeVisible();
  },
};

/** With a hint: the hint is the accessible description. */
export const WithHint: Story = {
  args: {
    label: 'Enter your email address',
    hint: 'Use the email address you used to create your NHS login',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter your email address' });
    await expect(input).toHaveAccessibleDescription('Use the email address you used to create your NHS login');
  },
};

/** With an error: the field is invalid and its description includes the hint and "Error:" message. */
export const WithError: Story = {
  args: {
    label: 'Enter your email address',
    hint: 'Use the email address you used to create your NHS login',
    error: 'Enter an email address in the correct format, like name@example.com',
    value: 'name.example.com',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter your email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Use the email address you used to create your NHS login Error: Enter an email address in the correct format, like name@example.com',
    );
    await userEvent.clear(input);
    await userEvent.type(input, 'name@example.com');
    await expect(input).toHaveValue('name@example.com');
  },
};

/** A security code: a short fixed-width field with a numeric keyboard. */
export const SecurityCode: Story = {
  args: {
    label: 'Security code',
    name: 'otp',
    type: 'text',
    hint: 'The code is 6 numbers',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    width: 10,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Security code' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('123456');
  },
};

/** A password field (not exposed as a textbox); the label still names it. */
export const Password: Story = {
  args: { label: 'Password', name: 'password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'correct horse');
    await expect(input).toHaveValue('correct horse');
  },
};

/** Disabled: skipped by Tab and cannot be typed in. */
export const Disabled: Story = {
  args: { disabled: true, value: 'jo@example.com' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** Tab moves from field to field in reading order. */
export const FocusOrder: Story = {
  render: (args) => (
    <>
      <StatefulTextInput {...args} />
      <StatefulTextInput {...args} label="Password" name="password" type="password" autoComplete="current-password" />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

/** Long label, hint and error, and a very long unbroken word, wrap at 320px. */
export const LongText: Story = {
  args: {
    label: `Enter the first line of your address as it appears on your GP record, for example 1 ${LONG_WORD} Road`,
    hint: `We will only use this to find your NHS number. ${LONG_WORD}`,
    error: `Enter the first line of your address. ${LONG_WORD}`,
    name: 'address',
    type: 'text',
    autoComplete: 'address-line1',
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px: the full-width field fits the screen. */
export const SmallScreen: Story = {
  args: { label: 'Enter your email address', hint: 'Use the email address you used to create your NHS login' },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Right to left at 320px wide, with the long word: the layout mirrors and nothing overflows. */
export const RightToLeft: Story = {
  ...LongText,
  decorators: [rightToLeft],
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: {
    ...Default.args,
    label: 'Cyfeiriad e-bost',
    hint: 'Defnyddiwch y cyfeiriad e-bost a ddefnyddioch chi i greu eich NHS login',
  },
  globals: { locale: 'cy' },
};
