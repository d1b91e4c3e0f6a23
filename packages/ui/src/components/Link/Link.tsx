import type { MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { useLinkComponent } from './LinkContext.tsx';

/** Props of {@link Link}. */
export interface LinkProps {
  /** Address: an app path (rendered by the app's router) or an absolute URL. */
  href: string;
  /** Link text. */
  children: ReactNode;
  /**
   * Opens in a new tab. The visible text must then say so; pass the wording in
   * `newTabText` (for example "(opens in a new tab)"), which is appended.
   */
  newTab?: boolean;
  /** Wording appended to new-tab links. */
  newTabText?: string;
  /** Extra words for screen readers only, to make the link's purpose clear out of context. */
  hiddenText?: string;
  /** Called on click, before navigation (which the handler may prevent with `event.preventDefault()`). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Element id. */
  id?: string;
}

/** A text link. External links are plain anchors; app paths use the app's link renderer. */
export function Link({ href, children, newTab, newTabText, hiddenText, onClick, id }: LinkProps) {
  const Component = useLinkComponent();
  const external = /^[a-z]+:/i.test(href);
  const Anchor = external ? 'a' : Component;
  return (
    <Anchor href={href} id={id} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {hiddenText ? <VisuallyHidden> {hiddenText}</VisuallyHidden> : null}
      {newTab && newTabText ? ` ${newTabText}` : null}
    </Anchor>
  );
}
