import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Panel } from './Panel.tsx';

describe('Panel', () => {
  it('its heading is the page h1, followed by the body', async () => {
    const { container } = render(
      <Panel heading="You have reset your password">You can now log in with your new password.</Panel>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'You have reset your password' })).toBeInTheDocument();
    expect(screen.getByText('You can now log in with your new password.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
