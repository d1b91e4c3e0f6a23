import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { theme } from '../../theme/theme.ts';
import { Button, type ButtonProps } from './Button.tsx';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn(), type: 'button' },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** the main action of a page ("Continue", "Agree and continue") and actions such as "Resend security code". Use one primary button per page; `secondary` for other actions, `reverse` on a dark background and `warning` only for destructive ones.',
          '**When not to use:** to go to another page, unless it is the call to action: then pass `href` and it renders a link styled as a button. Do not disable a button before the user has tried to submit.',
          '**Accessibility:** activated by Enter and Space. `disabled` and `busy` set `aria-disabled` instead of `disabled`, so the button stays focusable and is announced as unavailable; presses (and native form submission) are ignored, so a form cannot be sent twice. Use `disableAfterPress` for one-shot actions such as "Agree and continue". The button is at least 44px tall, above the 24px target size of WCAG 2.5.8.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The primary (green) button: Tab reaches it and Enter activates it. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Space activates the button too (on release, as native buttons do). */
export const SpaceActivates: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A secondary action, e.g. "Resend security code". */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Resend security code' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend security code' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Reverse: white button for use on a dark background. */
export const Reverse: Story = {
  args: { variant: 'reverse', children: 'Log in' },
  decorators: [
    (Story) => (
      <div style={{ background: theme.colour.blue, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

/** Warning: destructive actions only. */
export const Warning: Story = { args: { variant: 'warning', children: 'Delete your NHS login' } };

/** Disabled: still focusable and announced as unavailable; presses are ignored. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function BusyAfterPress(props: ButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...props}
      busy={busy}
      onPress={() => {
        props.onPress?.();
        setBusy(true);
      }}
    />
  );
}

/** Busy: the first press starts a request; further presses (click, Enter, Space) are ignored. */
export const Busy: Story = {
  render: (args) => <BusyAfterPress {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveFocus();
  },
};

/** Busy inside a form: the native submit is blocked too, so the form is not sent twice. */
export const BusyDoesNotSubmitForm: Story = {
  args: { busy: true, type: 'submit' },
  render: function Render(args) {
    const [submits, setSubmits] = useState(0);
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setSubmits((n) => n + 1);
        }}
      >
        <Button {...args} />
        <p>Submitted {submits} times</p>
      </form>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByText('Submitted 0 times')).toBeVisible();
  },
};

/** One-shot action ("Agree and continue"): the second press is ignored. */
export const DisableAfterPress: Story = {
  args: { disableAfterPress: true, children: 'Agree and continue' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Agree and continue' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A link styled as a button (navigation): a link role, reached by Tab, Enter follows it. */
export const AsLink: Story = {
  args: { href: '#start', children: 'Continue to NHS login' },
  decorators: [preventNavigation],
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Continue to NHS login' });
    await expect(link).toHaveAttribute('href', '#start');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Two buttons: Tab order follows reading order. */
export const FocusOrder: Story = {
  render: (args) => (
    <div>
      <Button {...args}>I am OK with analytics cookies</Button> <Button {...args}>Do not use analytics cookies</Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'I am OK with analytics cookies' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Do not use analytics cookies' })).toHaveFocus();
  },
};

/** Long text and a very long unbroken word wrap inside the button at 320px. */
export const LongText: Story = {
  args: { children: `Remember this device and stop sending security codes to ${LONG_WORD}` },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px the button fills the width. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(250);
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
  args: { ...Primary.args, children: 'Cytuno a pharhau' },
  globals: { locale: 'cy' },
};
