import type { ReactNode } from 'react';
import { Body, Button, Heading, Link } from '@nhsl/ui';
import { referenceLine } from '@nhsl/content';

/** Props of {@link MessagePage}. */
export interface MessagePageProps {
  /** The h1. */
  heading: string;
  /** Paragraphs under the heading. */
  paragraphs?: readonly ReactNode[];
  /** A reference code (already validated as `CID` plus digits), shown as "Reference: CID…". */
  reference?: string;
  /** A call-to-action link styled as a button. */
  button?: { text: string; href: string };
  /** A text link after the paragraphs. */
  link?: { text: string; href: string };
  /** Extra content (after the paragraphs). */
  children?: ReactNode;
}

/**
 * A page that tells the user something: heading, paragraphs, an optional reference and one
 * way on. Used by the error, lockout and blocked-account pages.
 */
export function MessagePage({ heading, paragraphs = [], reference, button, link, children }: MessagePageProps) {
  return (
    <>
      <Heading>{heading}</Heading>
      {paragraphs.map((p, i) => (
        <Body key={i}>{p}</Body>
      ))}
      {children}
      {link ? (
        <Body>
          <Link href={link.href}>{link.text}</Link>
        </Body>
      ) : null}
      {button ? <Button href={button.href}>{button.text}</Button> : null}
      {reference ? <Body secondary>{referenceLine(reference)}</Body> : null}
    </>
  );
}
