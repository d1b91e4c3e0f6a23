import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { fontSize, theme, tabletUp } from '../../theme/theme.ts';

const headingSizes = { xl: 48, l: 36, m: 26, s: 22 } as const;

const H = styled.h1<{ $size: keyof typeof headingSizes }>`
  margin: 0 0 ${theme.space[4]}px;
  font-weight: ${theme.font.weightBold};
  ${(p) => fontSize(headingSizes[p.$size])}
  ${tabletUp} {
    margin-bottom: ${theme.space[5]}px;
  }
  overflow-wrap: break-word;
  &:focus {
    outline: none;
  }
`;

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Heading level, 1–4 (default 1). */
  level?: 1 | 2 | 3 | 4;
  /** Visual size: xl (48px), l (36px), m (26px), s (22px). Default: l for h1, m for h2, s below. */
  size?: keyof typeof headingSizes;
  /** Element id. */
  id?: string;
  /** Makes the heading focusable by script (tabIndex -1), for moving focus after navigation. */
  focusable?: boolean;
}

/** A page or section heading (NHS.UK heading styles). */
export function Heading({ children, level = 1, size, id, focusable }: HeadingProps) {
  const tag = `h${level}` as 'h1' | 'h2' | 'h3' | 'h4';
  const s = size ?? (level === 1 ? 'l' : level === 2 ? 'm' : 's');
  return (
    <H as={tag} $size={s} id={id} tabIndex={focusable ? -1 : undefined}>
      {children}
    </H>
  );
}

const paragraph = css`
  margin: 0 0 ${theme.space[3]}px;
  ${tabletUp} {
    margin-bottom: ${theme.space[4]}px;
  }
  overflow-wrap: break-word;
`;

const P = styled.p<{ $lead?: boolean; $secondary?: boolean }>`
  ${paragraph}
  ${(p) => (p.$lead ? fontSize(22) : fontSize(19))}
  ${(p) => (p.$secondary ? `color: ${theme.colour.secondaryText};` : '')}
`;

/** Props of {@link Body}. */
export interface BodyProps {
  /** Paragraph content. */
  children: ReactNode;
  /** Lead paragraph: larger text (22px) introducing a page. */
  lead?: boolean;
  /** Secondary text colour (grey), e.g. for references. */
  secondary?: boolean;
  /** Element id. */
  id?: string;
}

/** A paragraph of body text (19px at tablet-up). */
export function Body({ children, lead, secondary, id }: BodyProps) {
  return (
    <P $lead={lead} $secondary={secondary} id={id}>
      {children}
    </P>
  );
}

// No inline style attributes anywhere: a prerendered page's HTML must pass the strict CSP (issue 9).
const UL = styled.ul<{ $bullet: boolean; $numbered: boolean }>`
  ${paragraph}
  ${fontSize(19)}
  padding-inline-start: ${(p) => (p.$bullet ? '20px' : '0')};
  list-style-type: ${(p) => (p.$numbered ? 'decimal' : p.$bullet ? 'disc' : 'none')};
  & > li {
    margin-bottom: ${theme.space[2]}px;
  }
`;

/** Props of {@link List}. */
export interface ListProps {
  /** The list items (each is rendered in an `li`). */
  items: ReactNode[];
  /** Bulleted (default) or plain. */
  variant?: 'bullet' | 'plain' | 'number';
}

/** A bulleted, numbered or plain list. */
export function List({ items, variant = 'bullet' }: ListProps) {
  return (
    <UL
      role={variant === 'plain' ? 'list' : undefined}
      as={variant === 'number' ? 'ol' : 'ul'}
      $bullet={variant !== 'plain'}
      $numbered={variant === 'number'}
    >
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </UL>
  );
}
