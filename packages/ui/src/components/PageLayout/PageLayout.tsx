import { forwardRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme, tabletUp, desktopUp } from '../../theme/theme.ts';

const Container = styled.div`
  max-width: ${theme.pageWidth}px;
  margin: 0 auto;
  padding: 0 ${theme.space[3]}px;
  ${tabletUp} {
    padding: 0 ${theme.space[5]}px;
  }
`;
const MainEl = styled.main`
  display: block;
  padding: ${theme.space[5]}px 0 ${theme.space[4]}px;
  ${tabletUp} {
    padding-top: ${theme.space[6]}px;
  }
  &:focus {
    outline: none;
  }
`;
const Column = styled.div`
  ${desktopUp} {
    width: 66.666%;
  }
`;

/** Props of {@link PageLayout}. */
export interface PageLayoutProps {
  /** Content above main, inside the container (back link, banners). */
  beforeMain?: ReactNode;
  /** The page content. */
  children: ReactNode;
  /** Id of the main element, the skip link's target (default "maincontent"). */
  mainId?: string;
  /** Full-width content (policy pages with side navigation); default is two-thirds. */
  fullWidth?: boolean;
}

/**
 * The page's width container and main landmark (NHS.UK width container, main wrapper and
 * two-thirds grid column). The main element takes focus by script (tabIndex -1) so the skip link
 * and route changes can move focus to it.
 */
export const PageLayout = forwardRef<HTMLElement, PageLayoutProps>(function PageLayout(
  { beforeMain, children, mainId = 'maincontent', fullWidth = false },
  ref,
) {
  return (
    <Container>
      {beforeMain}
      <MainEl id={mainId} ref={ref} tabIndex={-1}>
        {fullWidth ? children : <Column>{children}</Column>}
      </MainEl>
    </Container>
  );
});
