import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** Props every link renderer receives: anchor attributes plus the target address. */
export type LinkRendererProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** The address: an app path for the router, or an absolute URL. */
  href: string;
  /** Ref to the rendered anchor. */
  ref?: Ref<HTMLAnchorElement>;
};

const LinkContext = createContext<ComponentType<LinkRendererProps> | 'a'>('a');

/**
 * Lets the app decide how internal links are rendered (for example with its router's Link), so
 * that ui components never import a router. Defaults to a plain anchor.
 * @param props.component - the component that renders an anchor for an `href`
 */
export function LinkProvider({
  component,
  children,
}: {
  component: ComponentType<LinkRendererProps>;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link renderer in force (the app's, or a plain `a`). */
export function useLinkComponent(): ComponentType<LinkRendererProps> | 'a' {
  return useContext(LinkContext);
}
