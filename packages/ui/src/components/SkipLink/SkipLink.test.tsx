import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main content', async () => {
    const { container } = render(
      <>
        <SkipLink>Skip to main content</SkipLink>
        <header>
          <a href="/">NHS login homepage</a>
        </header>
        <main id="maincontent" tabIndex={-1}>
          <h1>Enter your email address</h1>
        </main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#maincontent');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });
});
