import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('is the banner landmark; the logo link name starts with the visible service name', async () => {
    const { container } = render(
      <Header logoLabel="NHS login homepage" logoAlt="NHS" serviceName="NHS login" homeHref="/" />,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // jsdom's name computation runs the visible and the hidden words together ("NHS loginhomepage");
    // in Chromium the hidden words' own non-breaking space keeps them apart (issue 54; the e2e
    // accessibility test reads Chromium's accessibility tree).
    const link = screen.getByRole('link', { name: /^NHS login ?homepage$/ });
    expect(link).toHaveAttribute('href', '/');
    expect(link.textContent).toMatch(/login\u00a0 ?homepage\u00a0$/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works without a service name and can be hidden', () => {
    const { rerender, container } = render(<Header logoLabel="NHS homepage" logoAlt="NHS" />);
    expect(screen.getByRole('link', { name: 'NHS homepage' })).toBeInTheDocument();
    rerender(<Header logoLabel="NHS homepage" logoAlt="NHS" hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the account link only when given, named by its text, in a navigation landmark (issue 27)', async () => {
    const props = { logoLabel: 'NHS login homepage', logoAlt: 'NHS', serviceName: 'NHS login' };
    const { rerender, container } = render(<Header {...props} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(
      <Header {...props} accountLink={{ href: '/account', text: 'Your NHS login', label: 'Account', current: true }} />,
    );
    const link = screen.getByRole('link', { name: 'Your NHS login' });
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Account' })).toContainElement(link);
    expect(await axe(container)).toHaveNoViolations();
  });
});
