import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';

describe('ErrorSummary', () => {
  it('is titled "There is a problem", takes focus and links move focus to the field', async () => {
    const { container } = render(
      <>
        <ErrorSummary errors={[{ message: 'Enter your email address', fieldId: 'email' }]} />
        <label htmlFor="email">Email address</label>
        <input id="email" />
      </>,
    );
    const summary = screen.getByTestId('error-summary');
    expect(screen.getByRole('alert')).toHaveTextContent('There is a problem');
    expect(summary).toHaveFocus();
    // GOV.UK Frontend issue 2677: the alert is a child of the focused element, which is not labelled by the title.
    expect(summary).not.toHaveAttribute('role');
    expect(summary).not.toHaveAttribute('aria-labelledby');
    expect(summary.contains(screen.getByRole('alert'))).toBe(true);
    // jsdom has no layout, so scrolling is recorded rather than performed.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await userEvent.click(screen.getByRole('link', { name: 'Enter your email address' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(scrolled).toEqual([screen.getByText('Email address')]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a description and can leave focus where it is', () => {
    render(
      <ErrorSummary
        errors={[{ message: 'Enter your email address', fieldId: 'email' }]}
        description="Check your answers."
        disableAutoFocus
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check your answers.');
    expect(screen.getByTestId('error-summary')).not.toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
