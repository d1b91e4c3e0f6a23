import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SummaryList } from './SummaryList.tsx';

const meta = {
  title: 'Components/SummaryList',
  component: SummaryList,
  args: {
    rows: [
      { key: 'NHS number', value: '943 476 5919', action: { text: 'Change', href: '#nhs-number' } },
      { key: 'Date of birth', value: '15 March 1984', action: { text: 'Change', href: '#dob' } },
      { key: 'Postcode', value: 'LS1 4AP', action: { text: 'Change', href: '#postcode' } },
    ],
  },
  parameters: {
    docs: {
      description: {
        component:
          'Shows answers for the user to check before submitting. Each Change link has visually hidden text naming its row, so "Change" links make sense out of context.',
      },
    },
  },
} satisfies Meta<typeof SummaryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Change date of birth' })).toHaveAttribute('href', '#dob');
  },
};

export const WithoutActions: Story = { args: { rows: [{ key: 'Name', value: 'Alex Example' }] } };

export const LongValues: Story = {
  args: {
    rows: [
      {
        key: 'Full name',
        value: 'Alexandrina Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft Example',
        action: { text: 'Change', href: '#name' },
      },
    ],
  },
};

export const SmallScreen: Story = { globals: { viewport: { value: 'small', isRotated: false } } };
