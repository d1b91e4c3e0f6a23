import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { TextInput } from '../TextInput/TextInput.tsx';
import { Radios, type RadiosProps } from './Radios.tsx';

/** A controlled Radios that keeps its own value, so choosing works in the story. */
function StatefulRadios(props: RadiosProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Radios
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange?.(v);
      }}
    />
  );
}

function MobileField() {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label="Mobile phone number"
      name="mobile"
      type="tel"
      autoComplete="tel"
      width={20}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Components/Radios',
  component: Radios,
  args: {
    legend: 'How do you want to get your security code?',
    name: 'method',
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'voice', label: 'Phone call' },
    ],
    onChange: fn(),
  },
  render: (args) => <StatefulRadios {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** Use radios when the user must choose exactly one option from a short list, such as how to get a security code.',
          '**When not to use:** Do not use them when more than one answer can apply (use Checkboxes), or for a single yes/no confirmation (use a Checkbox). Keep conditional content short: one follow-up question.',
          '**Accessibility:** native radio inputs in a fieldset whose legend names the group; hint and error describe the group. Tab enters the group at the selected option and arrow keys move the selection. The first radio has the group `name` as its id, so an ErrorSummary entry can focus it. Conditional content is in the page for every option and shown (by CSS, so also without script) only for the selected one; its radio has `aria-controls` pointing at it.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Radios>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click selects; arrow keys move the selection; Tab leaves the group. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'How do you want to get your security code?' })).toBeVisible();
    const sms = canvas.getByRole('radio', { name: 'Text message' });
    const voice = canvas.getByRole('radio', { name: 'Phone call' });
    await expect(sms).not.toBeChecked();
    await userEvent.click(canvas.getByText('Text message'));
    await expect(sms).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowDown}');
    await expect(voice).toBeChecked();
    await expect(voice).toHaveFocus();
    await expect(sms).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('voice');
    await userEvent.keyboard('{ArrowUp}');
    await expect(sms).toBeChecked();
    await expect(sms).toHaveFocus();
  },
};

/** Tab enters the group at the selected option, not at the first. */
export const TabToSelected: Story = {
  args: { value: 'voice' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toHaveFocus();
  },
};

/** With a hint under the legend and under an option. */
export const WithHint: Story = {
  args: {
    hint: 'We will send a 6-digit code',
    options: [
      { value: 'sms', label: 'Text message', hint: 'To *******0123' },
      { value: 'voice', label: 'Phone call', hint: 'To a landline or mobile' },
    ],
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'How do you want to get your security code?' });
    await expect(group).toHaveAccessibleDescription('We will send a 6-digit code');
    await expect(canvas.getByRole('radio', { name: 'Text message' })).toHaveAccessibleDescription(
      expect.stringContaining('To *******0123'),
    );
  },
};

/** With an error: the group is described by the "Error:" message. */
export const WithError: Story = {
  args: { error: 'Select how you want to get your security code' },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'How do you want to get your security code?' });
    await expect(group).toHaveAccessibleDescription('Error: Select how you want to get your security code');
    await userEvent.click(canvas.getByText('Phone call'));
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeChecked();
  },
};

/** Conditional content is revealed for the selected option only. */
export const Conditional: Story = {
  args: {
    legend: 'Do you have a mobile phone?',
    name: 'hasMobile',
    options: [
      { value: 'yes', label: 'Yes', conditional: <MobileField /> },
      { value: 'no', label: 'No', conditional: <p>We will call your landline instead.</p> },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Mobile phone number' })).toBeNull();
    await userEvent.click(canvas.getByText('Yes'));
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    await expect(yes).toHaveAttribute('aria-controls', 'hasMobile-conditional');
    const field = canvas.getByRole('textbox', { name: 'Mobile phone number' });
    await expect(field).toBeVisible();
    // In the page for every option (so that it works without script), shown only for the selected one.
    await expect(canvas.getByText('We will call your landline instead.')).not.toBeVisible();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('07700 900123');
    await expect(field).toHaveValue('07700 900123');
    await userEvent.click(canvas.getByText('No'));
    await expect(canvas.queryByRole('textbox', { name: 'Mobile phone number' })).toBeNull();
    await expect(canvas.getByText('We will call your landline instead.')).toBeVisible();
  },
};

/** Two short options side by side. */
export const Inline: Story = {
  args: {
    legend: 'Do you have a mobile phone?',
    name: 'hasMobile',
    inline: true,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('No'));
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Yes' })).toBeChecked();
  },
};

/** A divider ("or") before the last option. */
export const WithDivider: Story = {
  args: {
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'voice', label: 'Phone call' },
      { divider: 'or' },
      { value: 'none', label: 'I cannot get a security code' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByText('or')).toBeVisible();
  },
};

/** The legend as the page heading. */
export const LegendAsHeading: Story = {
  args: { legendAsHeading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'How do you want to get your security code?' }),
    ).toBeVisible();
  },
};

/** A disabled option is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'sms', label: 'Text message' },
      { value: 'voice', label: 'Phone call', disabled: true, hint: 'Not available for this number' },
      { value: 'email', label: 'Email' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Phone call' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Text message'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
  },
};

/** Long legend, hint, labels and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    legend: `Which address should we send your letter to? ${LONG_WORD}`,
    hint: `Choose the address registered with your GP surgery. ${LONG_WORD}`,
    error: `Select an address. ${LONG_WORD}`,
    options: [
      { value: 'a', label: `1 ${LONG_WORD} Road, Anglesey, LL61 5UJ`, hint: LONG_WORD },
      { value: 'b', label: 'My address is not listed and I want to enter it myself on the next page' },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  globals: smallScreen,
  args: { hint: 'We will send a 6-digit code' },
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
    legend: 'Sut ydych chi eisiau cael eich cod diogelwch?',
    options: [
      { value: 'sms', label: 'Neges destun' },
      { value: 'voice', label: 'Galwad ffôn' },
    ],
  },
  globals: { locale: 'cy' },
};
