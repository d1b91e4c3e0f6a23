import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { ServiceStatusBanner } from './ServiceStatusBanner.tsx';

describe('ServiceStatusBanner', () => {
  it('is a region named by its title heading', async () => {
    const { container } = render(
      <ServiceStatusBanner title="Service status">NHS login will be unavailable on Sunday.</ServiceStatusBanner>,
    );
    expect(screen.getByRole('region', { name: 'Service status' })).toHaveTextContent('unavailable on Sunday');
    expect(screen.getByRole('heading', { name: 'Service status' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders nothing without a message', () => {
    const { container } = render(<ServiceStatusBanner title="Service status" />);
    expect(container).toBeEmptyDOMElement();
  });
});
