import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { SideNavigation } from './SideNavigation.tsx';

describe('SideNavigation', () => {
  it('marks the current page with aria-current in a named navigation', async () => {
    const { container } = render(
      <SideNavigation
        heading="Policies"
        items={[
          { text: 'Terms of use', href: '/terms-and-conditions' },
          { text: 'Privacy notice', href: '/privacy' },
        ]}
        currentHref="/privacy"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Policies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Terms of use' })).not.toHaveAttribute('aria-current');
    expect(await axe(container)).toHaveNoViolations();
  });
});
