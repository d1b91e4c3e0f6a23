import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CodeInput, type CodeInputProps } from './CodeInput.tsx';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen } from '../../storybook/storyHelpers.tsx';

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
        component:
          'For one-time security codes. Numeric keyboard, `autocomplete="one-time-code"` so phones offer the code from the text message, and spaces or dashes in a pasted code are removed.',
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

export const WithError: Story = { render: () => <Stateful error="Enter the 6 digit security code" /> };

/** At 320px wide with a long hint. */
export const LongTextSmallScreen: Story = {
  render: () => <Stateful hint={`We sent it to your phone in ${LONG_WORD}`} />,
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
