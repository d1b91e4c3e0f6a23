import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_WORD, expectNoHorizontalOverflow, smallScreen, rightToLeft } from '../../storybook/storyHelpers.tsx';
import { ServiceStatusBanner } from './ServiceStatusBanner.tsx';

const meta = {
  title: 'Components/ServiceStatusBanner',
  component: ServiceStatusBanner,
  args: {
    title: 'Service status',
    children: (
      <p style={{ margin: 0 }}>
        NHS login will be unavailable on Sunday 30 November from 1am to 5am while we carry out planned maintenance.
      </p>
    ),
  },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** A notice about the service itself, such as planned maintenance or an outage, shown at the top of the main area when the back end reports one.',
          "**When not to use:** Do not use it for messages about the user's own account or actions (use NotificationBanner). It renders nothing when there is no message.",
          '**Accessibility:** a region landmark named by its title, with the title as a heading, so it can be found by landmark or heading. It does not take focus or interrupt.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof ServiceStatusBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A named region with a heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Service status' });
    await expect(region).toHaveTextContent('planned maintenance');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Service status' })).toBeVisible();
  },
};

/** No message: nothing is rendered. */
export const Empty: Story = {
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Long text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        Some GP surgeries, including those in {LONG_WORD}, cannot currently be linked to NHS login. You can still create
        an account.
      </p>
    ),
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px. */
export const SmallScreen: Story = {
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
    title: 'Statws y gwasanaeth',
    children: (
      <p style={{ margin: 0 }}>
        Ni fydd NHS login ar gael ddydd Sul 30 Tachwedd rhwng 1am a 5am tra byddwn ni'n gwneud gwaith cynnal a chadw
        wedi'i gynllunio.
      </p>
    ),
  },
  globals: { locale: 'cy' },
};
