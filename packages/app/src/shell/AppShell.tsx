import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useMatches, useFetcher } from 'react-router-dom';
import { sessionApiPaths } from '@nhsl/contract';
import {
  CookieBanner,
  Footer,
  Header,
  Link,
  NotificationBanner,
  PageLayout,
  ServiceStatusBanner,
  SkipLink,
  visuallyHiddenCss,
} from '@nhsl/ui';
import { LANG_ATTRIBUTE, PRODUCT_NAME, common, cookieBanner, currentLocale, pageTitle, shell } from '@nhsl/content';
import { languageHref, otherLocale } from './language.ts';
import { useLanguageSwitch } from './LanguageSwitch.tsx';
import styled from 'styled-components';
import { readExtension, sessionCall } from './sessionCalls.ts';
import { paths, policyPaths } from '../paths.ts';
import { useStores } from '../stores/StoreContext.tsx';
import { cookieChoiceOf } from '../stores/stores.ts';
import { trackPageView } from './analytics.ts';
import { markInAppNavigation } from './inAppNavigation.ts';
import type { RouteMeta } from './routeMeta.ts';
import { SessionTimeoutWarning } from './SessionTimeoutWarning.tsx';
import { PageBackLink } from './PageBackLink.tsx';
import { isNativeAppUserAgent } from './userAgent.ts';
import { CSRF_FIELD, INTENT_FIELD } from './formFields.ts';
import { COUNTED_TO_FIELD, END_REASON_FIELD, SIGNED_OUT } from './sessionEnd.ts';

/** The visually hidden live region that says the new page's name after a route change (issue 25). */
const RouteAnnouncer = styled.div`
  ${visuallyHiddenCss}
`;

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
 * Moves focus to the page's heading after an in-app navigation (issue 45, WCAG 2.4.3): a screen
 * reader then says the page's name as the heading it is, and the next Tab goes to the page's first
 * field (the back link above it is one Shift+Tab away). The heading is focusable only until focus
 * leaves it, so a click on it later shows no focus. A page with no heading (a loading state) gets
 * focus on `main`.
 * @param main - the page's main landmark
 * @returns whether a heading took focus (false: `main` did, and nothing names the page yet)
 */
export function focusPageHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) {
    main.focus();
    return false;
  }
  if (!heading.hasAttribute('tabindex')) {
    heading.setAttribute('tabindex', '-1');
    heading.addEventListener('blur', () => heading.removeAttribute('tabindex'), { once: true });
  }
  heading.focus();
  return true;
}

/**
 * The page shell: skip link, header, service status banner, main area (the page's back link from
 * the page state first, {@link PageBackLink}), footer. Sets the title
 * per route ("Error: " while a form error shows), tracks each page view by route id, and after
 * each in-app navigation (never on the first load) moves focus to the page's heading
 * ({@link focusPageHeading}), or, on a page with no heading yet, says the new page's name in a
 * polite live region: one announcement per navigation (issue 25, issue 54, WCAG 2.4.3, 4.1.3;
 * docs/decisions/0007-titles-focus-and-route-announcements.md). Header and footer hide on routes that ask
 * for it when the user agent is the NHS App; once the user is signed in the header links to the
 * account pages (issue 27). spec 000 §1, §2. The footer also waits while a page
 * shows its loading state ({@link PageLoading}), so that nothing moves when the page's content
 * arrives (issue 9: CLS 0).
 */
export const AppShell = observer(function AppShell() {
  const stores = useStores();
  const { page, cookieConsent, session } = stores;
  const meta = useRouteMeta();
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const lastLocationKey = useRef(location.key);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    document.title = pageTitle(meta?.title, page.hasFormError);
  }, [meta?.title, page.hasFormError]);

  // The header's link to this page in the other language (issue 46): the server answers it
  // without script; page script switches in place.
  const switchLanguage = useLanguageSwitch();
  const other = otherLocale(currentLocale());
  const languageHrefNow = languageHref(location, other);
  const languageLink = {
    href: languageHrefNow,
    text: shell.languageLink[other],
    lang: LANG_ATTRIBUTE[other],
    onClick: switchLanguage
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          switchLanguage(other, languageHrefNow);
        }
      : undefined,
  };

  useEffect(() => {
    trackPageView(meta?.id, location.pathname);
  }, [location.pathname, meta?.id]);

  // Focus moves only on an in-app navigation (a new history entry), never on the first load:
  // there it stays at the top of the document, so the skip link is the first Tab stop. (It used
  // to move when a lazily loaded route's meta arrived after the first render: issue 25.)
  useEffect(() => {
    if (location.key === lastLocationKey.current) return;
    lastLocationKey.current = location.key;
    markInAppNavigation();
    // One announcement per navigation (issue 54: the page's name was said 2–3 times, by the
    // heading's focus and by the live region). A page that moved focus into its content on
    // arrival (an error summary or a success banner, tabIndex -1) is read from there; otherwise
    // focus goes to the page's heading, which names where the user now is (issue 45). Only a page
    // with no heading yet (a loading state: focus on main) is named by the polite live region,
    // which is in the page from the first load so that its change is announced.
    setAnnouncement('');
    const main = mainRef.current;
    const active = document.activeElement;
    if (
      !main ||
      (active instanceof HTMLElement && active !== main && main.contains(active) && active.tabIndex === -1)
    ) {
      return;
    }
    if (!focusPageHeading(main)) setAnnouncement(meta?.title ?? PRODUCT_NAME);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation, with the title of the page it arrived at
  }, [location.key]);

  // The session timeout warning's calls (issue 25): the app's server adds the session's bearer.
  const sessionContext = useMemo(
    () => ({ sessionMarker: () => session.marker, csrfToken: () => page.csrfToken }),
    [session, page],
  );
  const extendSession = useCallback(
    () =>
      sessionCall(sessionApiPaths.extend, sessionContext).then((json) => {
        const r = readExtension(json);
        // The session group now says so too (the server sealed the same, issue 44).
        session.assign({ expiresAt: Date.now() + r.expires_in * 1000, extendable: r.extendable });
        return r;
      }),
    [sessionContext, session],
  );
  const endSession = useCallback(
    () => sessionCall(sessionApiPaths.end, sessionContext).then(() => undefined),
    [sessionContext],
  );
  // The session is over: the header no longer links to the account pages. The journey ends on the
  // server by the session-timeout page's action, a CSRF-checked post (issue 55 item 5: its GET,
  // which a link on any site can send, ends nothing); its answer is the page.
  const { submit: submitTimeout } = useFetcher();
  const endOnServer = useCallback(
    (signedOut: boolean) => {
      session.assign({ signedIn: false });
      // Which end this page counted down to, so that the server can keep a session another tab has
      // extended since (issue 55 item 7); a fetcher, so that the page stays as it is if it does.
      void submitTimeout(
        {
          [CSRF_FIELD]: page.csrfToken,
          [COUNTED_TO_FIELD]: String(session.expiresAt),
          ...(signedOut ? { [END_REASON_FIELD]: SIGNED_OUT } : {}),
        },
        { method: 'post', action: paths.sessionTimeout },
      );
    },
    [submitTimeout, session, page],
  );
  const onSessionExpired = useCallback(() => endOnServer(false), [endOnServer]);
  const onSignedOut = useCallback(() => endOnServer(true), [endOnServer]);
  // Error and session pages: the session is over or unusable, so there is nothing to warn about.
  const sessionPage = /^(error|blocked|session):/.test(meta?.id ?? '');

  const hideShell =
    Boolean(meta?.hideShellInApp) && typeof navigator !== 'undefined' && isNativeAppUserAgent(navigator.userAgent);
  // The banner's choice: made on this page, or posted as a form and told by the page the server
  // answered with (issue 54), until hidden.
  const bannerChoice = cookieConsent.bannerHidden
    ? undefined
    : (cookieConsent.bannerChoice ?? cookieChoiceOf(page.shownNotice));
  const journeyNotice = page.shownNotice === 'codeUsed' || page.shownNotice === 'otherTab' ? page.shownNotice : '';
  return (
    <>
      {cookieConsent.showBanner || bannerChoice ? (
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
            bannerChoice ? (
              <>
                {bannerChoice === 'yes' ? cookieBanner.acceptedConfirmation : cookieBanner.rejectedConfirmation}{' '}
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
      <RouteAnnouncer aria-live="polite" aria-atomic="true" data-testid="route-announcer">
        {announcement}
      </RouteAnnouncer>
      <SkipLink>{shell.skipLink}</SkipLink>
      <Header
        logoLabel={shell.logoLabel}
        logoAlt={shell.logoAlt}
        serviceName={shell.serviceName}
        hidden={hideShell}
        languageLink={languageLink}
        accountLink={
          // Once signed in, the header links to the account pages (issue 27), except where the
          // session is over or unusable.
          stores.signedIn() && !sessionPage
            ? {
                href: paths.account,
                text: shell.accountLink,
                label: shell.accountNavigationLabel,
                current: location.pathname === paths.account,
              }
            : undefined
        }
      />
      <PageLayout
        ref={mainRef}
        fullWidth={meta?.fullWidth}
        beforeMain={
          page.showBanner ? (
            <ServiceStatusBanner title={shell.serviceStatusLabel}>{page.bannerMessage}</ServiceStatusBanner>
          ) : null
        }
      >
        <PageBackLink />
        {/* A step that had been done already (issue 54): why this page, not the one the user expected. */}
        {journeyNotice ? (
          <NotificationBanner title={shell.notices.title}>{shell.notices[journeyNotice]}</NotificationBanner>
        ) : null}
        {/* Each navigation is a new page, as a form post and its redirect give without script (issue 44): a step that ends on the page it came from shows it afresh. */}
        <Outlet key={location.key} />
      </PageLayout>
      <Footer
        heading={shell.footerHeading}
        links={shell.footerLinks}
        copyright={shell.copyright}
        newTabText={common.opensInNewTab}
        hidden={hideShell || page.loading}
      />
      <SessionTimeoutWarning
        sessionId={session.marker}
        expiresAt={session.expiresAt}
        extendable={session.extendable}
        active={!sessionPage}
        warningSeconds={Number(import.meta.env.VITE_SESSION_WARNING_SECONDS) || undefined}
        extend={extendSession}
        end={endSession}
        onSignedOut={onSignedOut}
        onExpired={onSessionExpired}
      />
    </>
  );
});
