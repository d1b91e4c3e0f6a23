import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

/** An element's text with its whitespace collapsed, as a reader meets it (vitest 5's own toHaveTextContent takes no pattern). */
const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('Card', () => {
  it('has a real heading at the level asked for', async () => {
    const { container } = render(
      <Card heading="Prove who you are" headingLevel={3}>
        You will need photo ID.
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Prove who you are' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a ticked progress card says it is completed in words, before the heading', () => {
    render(<Card heading="You have created an account" ticked tickLabel="Completed" />);
    expect(textOf(screen.getByRole('heading', { level: 2 }))).toMatch(/^Completed.*You have created an account$/);
  });
});
