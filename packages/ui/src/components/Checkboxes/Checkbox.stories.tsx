import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Checkbox, type CheckboxProps } from './Checkboxes.tsx';

/** A controlled Checkbox that keeps its own state, so ticking works in the story. */
function StatefulCheckbox(props: CheckboxProps) {
  const [checked, setChecked] = useState(props.checked ?? false);
  return (
    <Checkbox
      {...props}
      checked={checked}
      onChange={(v) => {
        setChecked(v);
        props.onChange?.(v);
      }}
    />
  );
}

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Remember this device and stop sending security codes',
    name: 'rememberDevice',
    onChange: fn(),
  },
  render: (args) => <StatefulCheckbox {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A single checkbox for one yes/no choice or confirmation, such as "Remember this device and stop sending security codes" or agreeing to terms.',
          '**When not to use:** Do not use it for a question with several options (use Checkboxes) or where exactly one answer is needed (use Radios).',
          '**Accessibility:** a native checkbox named by its visible label; Space toggles it. Hint and error are its accessible description and an error sets `aria-invalid`. The input id is `name`, so an ErrorSummary entry can focus it. Conditional content is revealed while ticked, with `aria-controls` and `aria-expanded` on the checkbox.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles the checkbox; clicking the label toggles it too. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device and stop sending security codes' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await expect(box).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Remember this device and stop sending security codes'));
    await expect(box).toBeChecked();
  },
};

/** With a hint (explainer) as the accessible description. */
export const WithHint: Story = {
  args: { hint: 'Only do this on a device that you do not share with anyone else' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Only do this on a device that you do not share with anyone else',
    );
  },
};

/** With an error: invalid, described by the "Error:" message. */
export const WithError: Story = {
  args: {
    label: 'I agree to the NHS login terms of use',
    name: 'agree',
    error: 'Confirm that you agree to the terms of use',
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the NHS login terms of use' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Error: Confirm that you agree to the terms of use');
    await userEvent.click(canvas.getByText('I agree to the NHS login terms of use'));
    await expect(box).toBeChecked();
  },
};

/** Conditional content is shown only while ticked. */
export const Conditional: Story = {
  args: {
    label: 'Send me a copy by email',
    name: 'sendCopy',
    conditional: <p>We will send it to j***@example.com.</p>,
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me a copy by email' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('We will send it to j***@example.com.')).toBeNull();
    await userEvent.click(canvas.getByText('Send me a copy by email'));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('We will send it to j***@example.com.')).toBeVisible();
  },
};

/** Disabled: cannot be ticked and is skipped by Tab. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

/** Long label, hint and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    label: `Remember this device and stop sending security codes when I log in from ${LONG_WORD}`,
    hint: `Only do this on a device that you do not share with anyone else. ${LONG_WORD}`,
    error: `Confirm that you agree. ${LONG_WORD}`,
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  args: { hint: 'Only do this on a device that you do not share with anyone else' },
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
    label: "Cofio'r ddyfais hon a stopio anfon codau diogelwch",
    hint: "Gwnewch hyn dim ond ar ddyfais nad ydych chi'n ei rhannu ag unrhyw un arall",
  },
  globals: { locale: 'cy' },
};
