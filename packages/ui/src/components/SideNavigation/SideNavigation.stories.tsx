import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
  rightToLeft,
} from '../../storybook/storyHelpers.tsx';
import { SideNavigation } from './SideNavigation.tsx';

const meta = {
  title: 'Components/SideNavigation',
  component: SideNavigation,
  args: {
    heading: 'Policies',
    items: [
      { text: 'Terms of use', href: '/terms-and-conditions' },
      { text: 'Privacy notice', href: '/privacy' },
      { text: 'Cookie policy', href: '/cookies' },
    ],
    currentHref: '/privacy',
  },
  decorators: [preventNavigation],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** beside the content of related pages, such as the policy pages, to move between them.',
          '**When not to use:** for sections of the same page (use ContentsList) or for journey steps.',
          '**Accessibility:** a navigation landmark named by its heading. The current page is marked with `aria-current="page"` and shown in bold, not only by colour.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SideNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).not.toHaveAttribute('aria-current');
  },
};

export const NoCurrentPage: Story = { args: { currentHref: undefined } };

/** Long link text and a very long unbroken word wrap at 320px. */
export const LongText: Story = {
  args: {
    items: [
      { text: 'Terms of use', href: '/terms-and-conditions' },
      { text: `Privacy notice for people registered with a GP surgery in ${LONG_WORD}`, href: '/privacy' },
    ],
  },
  globals: smallScreen,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** At 320px; the navigation landmark is named by its heading. */
export const SmallScreen: Story = {
  globals: smallScreen,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Policies' })).toBeVisible();
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
    heading: 'Polisïau',
    items: [
      { text: 'Telerau defnyddio', href: '/terms-and-conditions' },
      { text: 'Hysbysiad preifatrwydd', href: '/privacy' },
      { text: 'Polisi cwcis', href: '/cookies' },
    ],
  },
  globals: { locale: 'cy' },
};
