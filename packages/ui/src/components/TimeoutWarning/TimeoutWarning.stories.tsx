import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, rightToLeft, smallScreen } from '../../storybook/storyHelpers.tsx';
import { TimeoutWarning } from './TimeoutWarning.tsx';

const countdown = (s: number) => {
  const m = Math.floor(s / 60);
  const r = s % 60;
  const time = [m ? `${m} minute${m === 1 ? '' : 's'}` : '', r || !m ? `${r} second${r === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' ');
  return `For your security, we will log you out in ${time}.`;
};

/**
 * The countdown in Welsh, as the app words it (packages/content's timeLeftText): a count takes the
 * form Welsh plural rules choose, "1 munud", "2 funud", "3 munud", "30 eiliad".
 */
const welshCountdown = (s: number) => {
  const rules = new Intl.PluralRules('cy');
  const m = Math.floor(s / 60);
  const r = s % 60;
  const minutes = `${m} ${rules.select(m) === 'two' ? 'funud' : 'munud'}`;
  const time = [m ? minutes : '', r || !m ? `${r} eiliad` : ''].filter(Boolean).join(' ');
  return `Er eich diogelwch, byddwn yn eich allgofnodi ymhen ${time}.`;
};

const meta = {
  title: 'Components/TimeoutWarning',
  component: TimeoutWarning,
  args: {
    isOpen: true,
    heading: 'You will be logged out soon',
    secondsLeft: 120,
    countdown,
    body: 'You can have more time. Anything you have typed on this page will be kept.',
    continueText: 'Stay logged in',
    onContinue: fn(),
    signOutText: 'Log out',
    onSignOut: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** a few minutes (2 by default) before a session ends, so that users who need more time can ask for it (WCAG 2.2.1 Timing Adjustable).',
          '**When not to use:** for anything the user did not start; never with a time limit the back end cannot extend unless it says so and lets the user finish.',
          '**Accessibility:** a modal `alertdialog` (react-aria useModalOverlay and useDialog): focus moves in and is trapped, Escape does not close it, focus returns on close. The visible countdown is hidden from screen readers; a polite live region gives the time left only at each minute and at 20 seconds, so screen readers are not flooded.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TimeoutWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two minutes left and the session can be extended: "Stay logged in" or "Log out". */
export const Warning: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'You will be logged out soon' });
    await expect(dialog).toHaveAccessibleDescription('For your security, we will log you out in 2 minutes.');
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** 95 seconds left: the visible countdown says so; screen readers were last told "2 minutes". */
export const CountingDown: Story = {
  args: { secondsLeft: 95 },
  play: async () => {
    await expect(await screen.findByTestId('timeout-warning-countdown')).toHaveTextContent('1 minute 35 seconds');
    // Said once on opening, as the dialog's description; the polite live region waits for the next
    // minute (issue 54: the countdown was said 4 times on opening).
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/log you out in 2 minutes/);
    await expect(screen.getByTestId('timeout-warning-announcement')).toBeEmptyDOMElement();
  },
};

/** The last 20 seconds: announced once. */
export const LastSeconds: Story = {
  args: { secondsLeft: 12 },
  play: async () => {
    await expect(await screen.findByTestId('timeout-warning-countdown')).toHaveTextContent('12 seconds');
    await expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(/log you out in 20 seconds/);
    await expect(screen.getByTestId('timeout-warning-announcement')).toBeEmptyDOMElement();
  },
};

/** While the extension is requested: the button is busy. */
export const Extending: Story = {
  args: { busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Stay logged in' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The extension failed: the problem is announced; the user can try again. */
export const ExtendFailed: Story = {
  args: { problem: 'Sorry, we could not give you more time. Try again, or finish what you are doing now.' },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('could not give you more time');
  },
};

/** The back end's absolute limit: no more time; the user may finish on the page (nothing is lost) or log out. */
export const AbsoluteLimit: Story = {
  args: {
    body: 'You have been logged in for the longest time we allow, so we cannot give you more time. Finish what you are doing on this page now: what you have typed stays on the page.',
    continueText: 'Continue on this page',
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Continue on this page' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Stay logged in' })).toBeNull();
  },
};

/** At 320px wide (the dialog is in a portal on the body, so the body is checked). */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async () => {
    await screen.findByRole('alertdialog');
    await expectNoHorizontalOverflow(document.body);
  },
};

/** A very long unbroken word wraps at 320px. */
export const LongText: Story = {
  args: { body: `Anything you have typed on this page will be kept, even ${LONG_WORD}.` },
  globals: smallScreen,
  play: async () => {
    await screen.findByRole('alertdialog');
    await expectNoHorizontalOverflow(document.body);
  },
};

/** Right to left at 320px, with the long word. */
export const RightToLeft: Story = {
  ...LongText,
  decorators: [rightToLeft],
};

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: {
    ...Warning.args,
    heading: 'Byddwch yn cael eich allgofnodi cyn bo hir',
    countdown: welshCountdown,
    body: "Gallwch gael mwy o amser. Bydd unrhyw beth rydych wedi'i deipio ar y dudalen hon yn cael ei gadw.",
    continueText: 'Aros wedi mewngofnodi',
    signOutText: 'Allgofnodi',
  },
  globals: { locale: 'cy' },
};
