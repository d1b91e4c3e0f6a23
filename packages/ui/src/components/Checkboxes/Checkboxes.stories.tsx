import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { Checkboxes, type CheckboxesProps } from './Checkboxes.tsx';

/** A controlled Checkboxes that keeps its own value, so ticking works in the story. */
function StatefulCheckboxes(props: CheckboxesProps) {
  const [value, setValue] = useState(props.value ?? []);
  return (
    <Checkboxes
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
  title: 'Components/Checkboxes',
  component: Checkboxes,
  args: {
    legend: 'Which cookies are you happy for us to use?',
    name: 'cookies',
    options: [
      { value: 'analytics', label: 'Analytics cookies' },
      { value: 'preferences', label: 'Cookies that remember your settings' },
    ],
    onChange: fn(),
  },
  render: (args) => <StatefulCheckboxes {...args} />,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A group of checkboxes for a question where the user can pick any number of options, such as cookie settings.',
          '**When not to use:** Do not use it where only one answer is allowed (use Radios), nor for one yes/no confirmation (use Checkbox).',
          '**Accessibility:** native checkboxes in a fieldset whose legend names the group; the hint (e.g. "Select all that apply") and error describe it. Tab moves through the checkboxes, Space toggles. The first checkbox has the group `name` as its id, so an ErrorSummary entry can focus it.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Checkboxes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves through the options; Space ticks each independently. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'Which cookies are you happy for us to use?' })).toBeVisible();
    const analytics = canvas.getByRole('checkbox', { name: 'Analytics cookies' });
    const prefs = canvas.getByRole('checkbox', { name: 'Cookies that remember your settings' });
    await userEvent.tab();
    await expect(analytics).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(prefs).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await expect(prefs).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['analytics', 'preferences']);
    await userEvent.keyboard(' ');
    await expect(prefs).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['analytics']);
  },
};

/** With a hint under the legend and under an option. */
export const WithHint: Story = {
  args: {
    hint: 'Select all that apply',
    options: [
      { value: 'analytics', label: 'Analytics cookies', hint: 'These help us see how NHS login is used' },
      { value: 'preferences', label: 'Cookies that remember your settings' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Which cookies are you happy for us to use?' }),
    ).toHaveAccessibleDescription('Select all that apply');
    // Each box is described by its own hint, then the group's (react-aria), so a user who lands
    // on a box from the error summary still hears the group hint.
    await expect(canvas.getByRole('checkbox', { name: 'Analytics cookies' })).toHaveAccessibleDescription(
      'These help us see how NHS login is used Select all that apply',
    );
  },
};

/** With an error: the group is described by the "Error:" message and each box is invalid. */
export const WithError: Story = {
  args: { hint: 'Select all that apply', error: 'Select the cookies you are happy for us to use' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Which cookies are you happy for us to use?' }),
    ).toHaveAccessibleDescription('Select all that apply Error: Select the cookies you are happy for us to use');
    await expect(canvas.getByRole('checkbox', { name: 'Analytics cookies' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A disabled option is skipped by Tab. */
export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'essential', label: 'Strictly necessary cookies', disabled: true, hint: 'These are always on' },
      { value: 'analytics', label: 'Analytics cookies' },
    ],
    value: ['essential'],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Strictly necessary cookies' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Analytics cookies' })).toHaveFocus();
  },
};

/** The legend as the page heading. */
export const LegendAsHeading: Story = {
  args: { legendAsHeading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Which cookies are you happy for us to use?' }),
    ).toBeVisible();
  },
};

/** Long legend, labels and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    legend: `Which of these services at ${LONG_WORD} surgery can use your NHS login?`,
    hint: `Select all that apply. ${LONG_WORD}`,
    error: `Select at least one service. ${LONG_WORD}`,
    options: [
      { value: 'a', label: `${LONG_WORD} Medical Centre online appointments and repeat prescriptions` },
      { value: 'b', label: 'Your GP health record, including test results, letters and documents', hint: LONG_WORD },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
  args: { hint: 'Select all that apply' },
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
    legend: "Pa gwcis ydych chi'n hapus i ni eu defnyddio?",
    hint: "Dewiswch bob un sy'n berthnasol",
    options: [
      { value: 'analytics', label: 'Cwcis dadansoddi' },
      { value: 'preferences', label: "Cwcis sy'n cofio eich gosodiadau" },
    ],
  },
  globals: { locale: 'cy' },
};
