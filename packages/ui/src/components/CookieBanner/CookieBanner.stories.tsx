import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { CookieBanner, type CookieBannerProps } from './CookieBanner.tsx';

const base: CookieBannerProps = {
  label: 'Cookies on NHS login',
  heading: 'Cookies on NHS login',
  body: [
    'We have put some small files called cookies on your device to make NHS login work.',
    'We would also like to use analytics cookies. These collect information about how you use NHS login and help us make it better.',
  ],
  acceptText: 'I am OK with analytics cookies',
  rejectText: 'Do not use analytics cookies',
  settingsLink: <a href="#settings">Let me choose which cookies to use</a>,
  onAccept: fn(),
  onReject: fn(),
};

function Stateful(props: CookieBannerProps) {
  const [choice, setChoice] = useState<string>();
  const [hidden, setHidden] = useState(false);
  return (
    <>
      {hidden ? null : (
        <CookieBanner
          {...props}
          onAccept={() => setChoice('You have accepted analytics cookies.')}
          onReject={() => setChoice('You have rejected analytics cookies.')}
          confirmation={choice}
          hideText="Hide this message"
          onHide={() => setHidden(true)}
        />
      )}
      <main id="maincontent" tabIndex={-1}>
        <p>{hidden ? 'Banner hidden.' : 'The page.'}</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Components/CookieBanner',
  component: CookieBanner,
  args: base,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use:** on a first visit, until the user has chosen whether to accept analytics cookies; once per page, before the skip link. After a choice, show the confirmation state with a link to change the settings and a way to hide it.',
          '**When not to use:** after the user has chosen, or to collect any other consent. Do not make refusing harder than accepting, and do not set analytics cookies before the user accepts.',
          '**Accessibility:** a region landmark named by `label`, placed first so keyboard users reach it early, with the question as a heading. Accept and reject are equal buttons. After a choice the confirmation takes focus (tabIndex -1) so screen readers announce it; the hide button is a real button.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CookieBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The question. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Do not use analytics cookies' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** After accepting: the confirmation (an alert) takes focus; "Hide this message" removes it and focus moves to the main content, not the body (issue 25). */
export const Confirmation: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'I am OK with analytics cookies' }));
    // The confirmation is an alert and takes focus, as GOV.UK's (issue 54).
    const confirmation = canvas.getByRole('region', { name: 'Cookies on NHS login' }).querySelector('[role="alert"]');
    await expect(confirmation).toHaveFocus();
    await expect(confirmation).toHaveTextContent('You have accepted analytics cookies.');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide this message' }));
    await expect(canvas.getByText('Banner hidden.')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** At 320px wide. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    body: [
      `We have put some small files called cookies on your device to make NHS login work for people in ${LONG_WORD}.`,
    ],
  },
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
    label: 'Cwcis ar NHS login',
    heading: 'Cwcis ar NHS login',
    body: [
      "Rydym wedi rhoi ffeiliau bach o'r enw cwcis ar eich dyfais i wneud i NHS login weithio.",
      "Hoffem hefyd ddefnyddio cwcis dadansoddi. Mae'r rhain yn casglu gwybodaeth am sut rydych yn defnyddio NHS login ac yn ein helpu i'w wella.",
    ],
    acceptText: "Rwy'n hapus gyda chwcis dadansoddi",
    rejectText: 'Peidiwch â defnyddio cwcis dadansoddi',
    settingsLink: <a href="#settings">Gadewch i mi ddewis pa gwcis i'w defnyddio</a>,
  },
  globals: { locale: 'cy' },
};
