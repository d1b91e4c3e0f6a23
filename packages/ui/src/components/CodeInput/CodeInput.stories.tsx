import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CodeInput, type CodeInputProps } from './CodeInput.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';

function Stateful(props: Partial<CodeInputProps>) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      label="Security code"
      name="code"
      hint="For example, 123456"
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Components/CodeInput',
  component: CodeInput,
  args: { label: 'Security code', name: 'code' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** for a one-time security code sent by text message, phone call or email.',
          '**When not to use:** for other numbers such as an NHS number or a date (use TextInput or DateInput), or to split a code into one box per digit: one field is easier to paste into and to use with assistive technology.',
          '**Accessibility:** a labelled text field (not `type="number"`, which drops leading zeros and adds spinner buttons) with `inputmode="numeric"` for a number keyboard, `autocomplete="one-time-code"` so phones offer the code from the message, and no spell checking. Spaces and dashes in a pasted or typed code ("123 456") are removed. Hint and error form its accessible description.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CodeInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Security code');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
  },
};

/** A code copied from a message with a space or dash in it arrives as digits only. */
export const Paste: Story = {
  render: () => <Stateful />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Security code');
    await userEvent.click(input);
    await userEvent.paste('482-913');
    await expect(input).toHaveValue('482913');
    await userEvent.clear(input);
    await userEvent.paste(' 482 913 ');
    await expect(input).toHaveValue('482913');
  },
};

/** Disabled, e.g. while a new code is being sent. */
export const Disabled: Story = {
  render: () => <Stateful disabled />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Security code')).toBeDisabled();
  },
};

/** Error: the message is the field's description and the field is marked invalid. */
export const WithError: Story = {
  render: () => <Stateful error="Enter the 6 digit security code" />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Security code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter the 6 digit security code/);
  },
};

/** At 320px wide with a long hint. */
export const LongTextSmallScreen: Story = {
  render: () => <Stateful hint={`We sent it to your phone in ${LONG_WORD}`} />,
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

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  render: () => <Stateful label="Cod diogelwch" hint="Er enghraifft, 123456" />,
  globals: { locale: 'cy' },
};
