import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { ContentsList } from './ContentsList.tsx';

describe('ContentsList', () => {
  it('is a navigation landmark named by its heading, linking to each section', async () => {
    const { container } = render(
      <ContentsList
        heading="Contents"
        items={[
          { id: 'identity-levels', text: 'Identity levels' },
          { id: 'your-rights', text: 'Your rights' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', '#your-rights');
    expect(await axe(container)).toHaveNoViolations();
  });
});
