import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is never disabled in server-rendered HTML (a press before hydration posts the form) nor in the browser', () => {
    expect(renderToString(<Button>Continue</Button>)).not.toMatch(/<button[^>]*\sdisabled/);
    render(<Button>Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('calls onPress when clicked and has no axe violations', async () => {
    const onPress = vi.fn();
    const { container } = render(
      <Button type="button" onPress={onPress}>
        Continue
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stays focusable but ignores presses when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button type="button" onPress={onPress} disabled>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('ignores every press after the first with disableAfterPress', async () => {
    const onPress = vi.fn();
    render(
      <Button type="button" onPress={onPress} disableAfterPress>
        Agree and continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Agree and continue' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('renders a link styled as a button with href', () => {
    render(<Button href="/start">Continue to NHS login</Button>);
    expect(screen.getByRole('link', { name: 'Continue to NHS login' })).toHaveAttribute('href', '/start');
  });
});
