import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkButton } from './LinkButton.tsx';

const meta = {
  title: 'Components/LinkButton',
  component: LinkButton,
  args: { children: 'Text me again', type: 'button', onClick: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use:** An action that the design shows as a text link but that must send a form, so it works without JavaScript (for example "Text me again", which sends a new security code).',
          "**When not to use:** For going to another page use Link; for a form's main action use Button.",
          "**Accessibility:** it is a button to assistive technology (Enter and Space activate it) and has the link's yellow focus state.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof LinkButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab focuses it; Enter and Space activate it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Text me again' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/**
 * The component's own words in Welsh (issue 46): what ThemeProvider's labels give in cy; Welsh runs 20–30 % longer.
 * Its visible text comes from props, so they are Welsh examples here: designers see the longer text.
 */
export const Welsh: Story = {
  args: { ...Default.args, children: 'Anfon neges destun ataf eto' },
  globals: { locale: 'cy' },
};
