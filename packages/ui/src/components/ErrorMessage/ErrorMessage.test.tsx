import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './ErrorMessage.tsx';

/** An element's text with its whitespace collapsed, as a reader meets it (vitest 5's own toHaveTextContent takes no pattern). */
const textOf = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ErrorMessage', () => {
  it('starts with a hidden "Error:" so screen readers say it is an error', async () => {
    const { container } = render(<ErrorMessage id="email-error">Enter your email address</ErrorMessage>);
    expect(textOf(container.querySelector('#email-error'))).toMatch(/^Error:\s*Enter your email address$/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes another prefix, e.g. for Welsh', () => {
    render(<ErrorMessage prefix="Gwall:">Rhowch eich cyfeiriad e-bost</ErrorMessage>);
    expect(screen.getByText('Gwall:')).toBeInTheDocument();
  });
});
