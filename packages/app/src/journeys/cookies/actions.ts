import { data, redirect } from 'react-router-dom';
import { policyPaths } from '../../paths.ts';
import { isSafeReturnPath } from '../../shell/returnPath.ts';
import { CSRF_FIELD, INTENT_FIELD, formAction, type PageAction } from '../../shell/formAction.ts';
import { COOKIE_BANNER_INTENTS, RETURN_TO_FIELD, cookieSettingsSchema } from './schemas.ts';

// The cookie forms posted without script (issue 23): the settings page's form, and the banner's
// buttons (each a form posting here with its intent and the page it was on).

/** The settings page's own form: the choice saved, then cookie-settings-changed. spec 000 §4 "Cookies". */
const settingsAction = formAction<{ analytics: 'yes' | 'no' }>({
  schema: cookieSettingsSchema,
  fields: ['analytics'],
  submit: (store, { analytics }) => {
    store.cookieConsent.save(analytics === 'yes');
    return { kind: 'navigate', to: policyPaths.cookieSettingsChanged };
  },
});

/**
 * The page a banner form came from: none given, the cookie settings page; a safe return path
 * (shell/returnPath.ts, the check every return path meets), that path; anything else is refused
 * with 400 (issue 45 Security: `/\t/evil.example/x` went through, and a newline or U+3000 in a
 * `Location` header gave 500). Page script and the server render `returnTo` as a plain path, so
 * only a forged post meets the 400.
 * @param value - the posted `returnTo`
 * @throws a 400 response when the value is not a safe return path
 */
export function safeReturnTo(value: string | null): string {
  if (!value) return policyPaths.cookieSettings;
  if (!isSafeReturnPath(value)) throw data('Bad return path', { status: 400 });
  return value;
}

/**
 * cookie-settings' action: a banner choice ("accept", "reject": saved, so the server's answer sets
 * the preference cookie, and the page it goes back to shows the banner's confirmation with its
 * Hide control, issue 54; "hide": nothing to keep) goes back to the page the user was on with a 303;
 * otherwise the settings form. An unknown field is refused (400). spec 000 §4 "Cookies", issue 23.
 */
export const cookieSettingsAction: PageAction = async (store, request) => {
  const form = new URLSearchParams(await request.clone().text());
  const intent = form.get(INTENT_FIELD);
  if (!intent) return settingsAction(store, request);
  if (!(COOKIE_BANNER_INTENTS as readonly string[]).includes(intent)) throw data('Unknown action', { status: 400 });
  for (const key of form.keys()) {
    if (key !== CSRF_FIELD && key !== INTENT_FIELD && key !== RETURN_TO_FIELD) {
      throw data('Unknown field', { status: 400 });
    }
  }
  // Checked before anything is saved: a refused post changes nothing.
  const back = safeReturnTo(form.get(RETURN_TO_FIELD));
  if (intent === 'accept' || intent === 'reject') {
    store.cookieConsent.chooseFromBanner(intent === 'accept');
    // The page it goes back to shows the banner's confirmation (issue 54), once.
    store.page.setNotice(intent === 'accept' ? 'cookiesAccepted' : 'cookiesRejected');
  } else store.cookieConsent.hideBanner();
  return redirect(back, 303);
};
