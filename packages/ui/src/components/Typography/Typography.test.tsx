import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Body, Heading, List } from './Typography.tsx';

describe('Typography', () => {
  it('renders real headings, paragraphs and lists', async () => {
    const { container } = render(
      <>
        <Heading>Enter your email address</Heading>
        <Heading level={2}>What you need</Heading>
        <Body lead>You need a mobile phone.</Body>
        <List items={['Photo ID', 'Your NHS number']} />
        <List variant="number" items={['First', 'Second']} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your email address');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('What you need');
    expect(screen.getByText('You need a mobile phone.').tagName).toBe('P');
    expect(container.querySelector('ul')).toHaveTextContent('Photo IDYour NHS number');
    expect(container.querySelector('ol')).not.toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a focusable heading takes focus by script without becoming a Tab stop', () => {
    render(
      <Heading focusable id="title">
        Check your details
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'Check your details' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});
