import { errorPages, shell } from '@nhsl/content';
import { Footer, Header, PageLayout, SkipLink } from '@nhsl/ui';
import { MessagePage } from './MessagePage.tsx';

/**
 * Shown when a route throws while loading or rendering (e.g. a page chunk failed twice): the
 * "Something went wrong" page inside the shell, never a blank screen. spec 000 §2 "error".
 */
export function RouteErrorPage() {
  return (
    <>
      <SkipLink>{shell.skipLink}</SkipLink>
      <Header logoLabel={shell.logoLabel} logoAlt={shell.logoAlt} serviceName={shell.serviceName} />
      <PageLayout>
        <MessagePage
          heading={errorPages.error.heading}
          paragraphs={[errorPages.error.body, errorPages.error.tryAgain]}
        />
      </PageLayout>
      <Footer heading={shell.footerHeading} links={shell.footerLinks} copyright={shell.copyright} />
    </>
  );
}
