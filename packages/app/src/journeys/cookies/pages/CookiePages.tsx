import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Link, Radios } from '@nhsl/ui';
import {
  COOKIE_POLICY_DATE,
  COOKIE_POLICY_VERSION,
  common,
  cookiePolicy,
  cookieSettings,
  cookieSettingsChanged,
  perLocale,
} from '@nhsl/content';
import { COOKIE_PREFERENCE_LIFETIME_YEARS } from '@nhsl/contract';
import { policyPaths } from '../../../paths.ts';
import { COOKIE_LIFETIMES } from '../cookieLifetimes.ts';
import { PolicyView } from '../../../shell/PolicyView.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useAnsweredErrors } from '../../../shell/useJourneyForm.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { cookieSettingsSchema as schema, type CookieSettingsForm as Form } from '../schemas.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

/** /cookies: the cookie policy, version 2.1 (9 July 2024), with side navigation. spec 000 §2. */
export function CookiePolicyPage() {
  return (
    <PolicyView
      page={{
        title: cookiePolicy.title,
        heading: cookiePolicy.heading,
        version: COOKIE_POLICY_VERSION,
        date: COOKIE_POLICY_DATE,
        sections: cookiePolicy.sections(COOKIE_LIFETIMES),
      }}
      path={policyPaths.cookies}
      after={
        <Body>
          <Link href={policyPaths.cookieSettings}>{cookiePolicy.settingsLink}</Link>
        </Body>
      }
    />
  );
}

const messages = perLocale(() => ({
  REQUIRED: { summary: cookieSettings.messages.required, inline: cookieSettings.messages.required },
}));

/**
 * /cookies/cookie-settings: "Use these cookies" / "Do not use these cookies" and "Save my cookie
 * settings". Saving stores the preference, then the page reloads into cookie-settings-changed.
 * Without script the form posts and the server saves it (issue 23); where the app's server owns
 * the page (issue 44) it does so with script too: the checked form is posted as it is without
 * script, and the server's answer (303) is that reload. spec 000 §2, §4 "Cookies".
 */
export const CookieSettingsPage = observer(function CookieSettingsPage() {
  const { cookieConsent } = useStores();
  const [submits, setSubmits] = useState(0);
  const server = useServerSubmit();
  // A form the server refused (posted without script, issue 23): its error shows at once.
  const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
  const serverErrors = useMemo(
    () =>
      answered?.errors.length
        ? ({ analytics: { type: 'server', message: answered.errors[0]!.code } } as FieldErrors<Form>)
        : undefined,
    [answered],
  );
  const { control, handleSubmit, formState } = useForm<Form>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(schema) as never,
    defaultValues: { analytics: cookieConsent.preference },
    errors: serverErrors,
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, messages, ['analytics']);
  const c = cookieSettings;
  const onSubmit = handleSubmit(
    ({ analytics }, event) => {
      // A full reload either way, so nothing loaded under the old choice stays in memory (the
      // analytics script) and the app starts afresh from the new one (the banner, the sweep of
      // optional cookies, which only the browser can see). Where the server owns the page, the
      // form goes to its action as a document post (a data request would keep this app running).
      const form = event?.target as unknown;
      if (server.owned && form instanceof HTMLFormElement) {
        form.submit();
        return;
      }
      cookieConsent.save(analytics === 'yes');
      window.location.assign(policyPaths.cookieSettingsChanged);
    },
    () => setSubmits((n) => n + 1),
  );
  return (
    <>
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.intro}</Body>
      <Heading level={2}>{c.necessaryHeading}</Heading>
      <Body>{c.necessaryBody}</Body>
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="analytics"
          control={control}
          render={({ field }) => (
            <Radios
              legend={c.legend}
              hint={c.hint}
              name="analytics"
              value={field.value ?? ''}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('analytics')}
              options={[
                { value: 'yes', label: c.yes },
                { value: 'no', label: c.no },
              ]}
            />
          )}
        />
        <Button>{c.save}</Button>
      </JourneyForm>
      <Body>
        <Link href={policyPaths.cookies}>{c.policyLink}</Link>
      </Body>
    </>
  );
});

/** /cookies/cookie-settings-changed: the settings are saved for COOKIE_PREFERENCE_LIFETIME_YEARS. spec 000 §2. */
export function CookieSettingsChangedPage() {
  const c = cookieSettingsChanged;
  return (
    <>
      <Heading>{c.heading}</Heading>
      <Body>{c.body(COOKIE_PREFERENCE_LIFETIME_YEARS)}</Body>
      <Body>{c.body2(COOKIE_PREFERENCE_LIFETIME_YEARS)}</Body>
      <Body>
        <Link href={policyPaths.cookieSettings}>{c.changeLink}</Link>
      </Body>
    </>
  );
}
