import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Footer, type FooterProps } from './Footer.tsx';

const props: FooterProps = {
  heading: 'Support links',
  links: [
    { text: 'Help and support', href: 'https://help.login.nhs.uk/', external: true },
    { text: 'Privacy notice', href: '/privacy' },
  ],
  copyright: '© Crown copyright',
  newTabText: '(opens in a new tab)',
};

describe('Footer', () => {
  it('is the contentinfo landmark with its links and the Crown copyright', async () => {
    const { container } = render(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByText('© Crown copyright')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says when a link opens in a new tab', () => {
    render(<Footer {...props} />);
    const link = screen.getByRole('link', { name: 'Help and support (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<Footer {...props} hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
