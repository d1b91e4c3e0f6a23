import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@nhsl/ui';
import { uiLabels } from '@nhsl/content';
import { a11yParameters } from '../packages/ui/src/storybook/a11y.ts';

/**
 * Every story renders inside the theme. `a11y.test: 'error'` makes any axe violation fail the
 * story's test; the rules run are WCAG 2.0, 2.1 and 2.2 A and AA
 * (including colour contrast and 2.2's target size; see packages/ui/src/storybook/a11y.ts).
 */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider labels={uiLabels}>
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    a11y: a11yParameters,
    viewport: {
      options: {
        small: { name: 'Small screen (320px)', styles: { width: '320px', height: '640px' } },
        tablet: { name: 'Tablet (768px)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
