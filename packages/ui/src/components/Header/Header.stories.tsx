import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { Header } from './Header.tsx';

const meta = {
  title: 'Components/Header',
  component: Header,
  args: { logoLabel: 'NHS login homepage', logoAlt: 'NHS', serviceName: 'NHS login', homeHref: '/' },
  decorators: [preventNavigation],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "**When to use:** The blue header with the NHS logo and service name, linking to the service's start; one per page, after the skip link.",
          '**When not to use:** Do not add journey navigation to it. Hide it (`hidden`) only where the host app provides its own, e.g. inside the NHS App.',
          '**Accessibility:** a `banner` landmark. The logo is decorative inside a link whose name starts with the visible service name ("NHS login homepage"), so voice-control users can say what they see (WCAG 2.5.3).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner landmark and a home link named "NHS login homepage", reached by Tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'NHS login homepage' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toContainElement(canvas.getByText('NHS login'));
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Logo only: the link's name is the whole label. */
export const LogoOnly: Story = {
  args: { serviceName: undefined, logoLabel: 'NHS homepage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'NHS homepage' })).toBeVisible();
  },
};

/** Hidden (e.g. inside the NHS App): nothing is rendered. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

/** A long service name and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    serviceName: `NHS login for ${LONG_WORD} Health Board`,
    logoLabel: `NHS login for ${LONG_WORD} Health Board homepage`,
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
