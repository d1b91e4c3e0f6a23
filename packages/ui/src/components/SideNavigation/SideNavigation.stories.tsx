import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  LONG_WORD,
  expectNoHorizontalOverflow,
  preventNavigation,
  smallScreen,
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
        component:
          'Links between related pages, such as the policy pages. The current page is marked with aria-current="page" and shown in bold, not only by colour.',
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
