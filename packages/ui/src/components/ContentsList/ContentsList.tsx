import { styled } from 'styled-components';
import { fontSize, theme } from '../../theme/theme.ts';

const Nav = styled.nav`
  margin-bottom: ${theme.space[5]}px;
  & h2 {
    margin: 0 0 ${theme.space[2]}px;
    font-weight: ${theme.font.weightBold};
    ${fontSize(19)}
  }
  & ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    position: relative;
    margin-bottom: ${theme.space[2]}px;
    padding-inline-start: 32px;
    ${fontSize(16)}
  }
  & li::before {
    content: '—';
    position: absolute;
    inset-inline-start: 0;
    color: ${theme.colour.secondaryText};
  }
`;

/** One entry of a {@link ContentsList}. */
export interface ContentsItem {
  /** Entry text (the section heading). */
  text: string;
  /** Id of the section the entry links to. */
  id: string;
}

/** Props of {@link ContentsList}. */
export interface ContentsListProps {
  /** Heading of the list, e.g. "Contents". Also the navigation landmark's name. */
  heading: string;
  /** The sections of the page, in order. */
  items: readonly ContentsItem[];
}

/** A list of links to the sections of a long page (NHS.UK ContentsList), in a named nav landmark. */
export function ContentsList({ heading, items }: ContentsListProps) {
  const headingId = `contents-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Nav aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
