import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';
import { LinkProvider, type LinkRendererProps } from './LinkContext.tsx';

describe('Link', () => {
  it('says visibly that it opens in a new tab, and opens safely', async () => {
    const { container } = render(
      <Link href="https://help.login.nhs.uk/" newTab newTabText="(opens in a new tab)">
        Help and support
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help and support (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds hidden words to make short link text clear', () => {
    render(
      <Link href="/change-email" hiddenText=" email address">
        Change
      </Link>,
    );
    // jsdom's name computation drops the space before visually hidden text; Chromium keeps it (see the stories).
    expect(screen.getByRole('link', { name: /^Change ?email address$/ })).toBeInTheDocument();
  });

  it('renders app paths with the app-provided renderer and external ones as plain anchors', async () => {
    const onClick = vi.fn();
    function RouterLink({ children, ...props }: LinkRendererProps) {
      return (
        <a {...props} data-router="yes">
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/privacy" onClick={onClick}>
          Privacy
        </Link>
        <Link href="https://www.nhs.uk/">NHS website</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'NHS website' })).not.toHaveAttribute('data-router');
    screen.getByRole('link', { name: 'Privacy' }).addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: 'Privacy' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
