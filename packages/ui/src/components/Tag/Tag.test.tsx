import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { Tag, type TagColour } from './Tag.tsx';

describe('Tag', () => {
  it.each<TagColour>(['blue', 'green', 'grey', 'red', 'yellow'])('%s says its status in words', async (colour) => {
    const { container } = render(<Tag colour={colour}>Completed</Tag>);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
