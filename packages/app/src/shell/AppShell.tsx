import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { CookieBanner, Footer, Header, Link, PageLayout, ServiceStatusBanner, SkipLink } from '@nhsl/ui';
import { common, cookieBanner, pageTitle, shell } from '@nhsl/content';
import { policyPaths } from '../paths.ts';
import { useStores } from '../stores/StoreContext.tsx';
import { trackPageView } from './analytics.ts';
import { markInAppNavigation } from './inAppNavigation.ts';
import type { RouteMeta } from './routeMeta.ts';
import { isNativeAppUserAgent } from './userAgent.ts';
import { CSRF_FIELD, INTENT_FIELD } from './formAction.ts';

/** The route meta of the deepest matched route. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]?.handle as RouteMeta | undefined;
    if (h) return h;
  }
  return undefined;
}

/**
 * The page shell: skip link, header, service status banner, main area, footer. Sets the title
 * per route ("Error: " while a form error shows), tracks each page view by route id, and moves
 * focus to the main area after each in-app navigation. Header and footer hide on routes that ask
 * for it when the user agent is the NHS App. spec 000 §1, §2. The footer also waits while a page
 * shows its loading state ({@link PageLoading}), so that nothing moves when the page's content
 * arrives (issue 9: CLS 0).
 */
export const AppShell = observer(function AppShell() {
  const { page, cookieConsent } = useStores();
  const meta = useRouteMeta();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = pageTitle(meta?.title, page.hasFormError);
  }, [meta?.title, page.hasFormError]);

  useEffect(() => {
    trackPageView(meta?.id, location.pathname);
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    markInAppNavigation();
    mainRef.current?.focus();
  }, [location.pathname, meta?.id]);

  const hideShell =
    Boolean(meta?.hideShellInApp) && typeof navigator !== 'undefined' && isNativeAppUserAgent(navigator.userAgent);
  return (
    <>
      {cookieConsent.showBanner ? (
        <CookieBanner
          label={cookieBanner.label}
          heading={cookieBanner.heading}
          body={[cookieBanner.body1, cookieBanner.body2]}
          acceptText={cookieBanner.accept}
          rejectText={cookieBanner.reject}
          settingsLink={<Link href={policyPaths.cookieSettings}>{cookieBanner.settingsLink}</Link>}
          onAccept={() => cookieConsent.chooseFromBanner(true)}
          onReject={() => cookieConsent.chooseFromBanner(false)}
          confirmation={
            cookieConsent.bannerChoice ? (
              <>
                {cookieConsent.bannerChoice === 'yes'
                  ? cookieBanner.acceptedConfirmation
                  : cookieBanner.rejectedConfirmation}{' '}
                <Link href={policyPaths.cookieSettings}>{cookieBanner.changeLink}</Link>
              </>
            ) : undefined
          }
          hideText={cookieBanner.hide}
          onHide={() => cookieConsent.hideBanner()}
          // Real forms, so the banner works without script (issue 23): the cookie settings route's
          // action saves the choice and goes back to this page.
          form={{
            action: policyPaths.cookieSettings,
            hidden: { [CSRF_FIELD]: page.csrfToken, returnTo: location.pathname + location.search },
            intentField: INTENT_FIELD,
          }}
        />
      ) : null}
      <SkipLink>{shell.skipLink}</SkipLink>
      <Header logoLabel={shell.logoLabel} logoAlt={shell.logoAlt} serviceName={shell.serviceName} hidden={hideShell} />
      <PageLayout
        ref={mainRef}
        fullWidth={meta?.fullWidth}
        beforeMain={
          page.showBanner ? (
            <ServiceStatusBanner title={shell.serviceStatusLabel}>{page.bannerMessage}</ServiceStatusBanner>
          ) : null
        }
      >
        <Outlet />
      </PageLayout>
      <Footer
        heading={shell.footerHeading}
        links={shell.footerLinks}
        copyright={shell.copyright}
        newTabText={common.opensInNewTab}
        hidden={hideShell || page.loading}
      />
    </>
  );
});
