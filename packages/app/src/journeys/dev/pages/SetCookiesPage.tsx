import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { Body, Button, ErrorSummary, Heading, Link, List, NotificationBanner, TextInput } from '@nhsl/ui';
import { common, setCookiesPage, perLocale } from '@nhsl/content';
import { AUTH_COOKIE, ID_TOKEN_COOKIE, authCookieSchema, authorizePath } from '@nhsl/contract';
import { useStores } from '../../../stores/StoreContext.tsx';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { encodeBase64urlJson } from '../../../lib/base64url.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

const schema = z.object({
  params: z.string().check(
    z.refine((raw) => {
      try {
        return authCookieSchema.safeParse(JSON.parse(raw)).success;
      } catch {
        return false;
      }
    }, 'PARAMS_INVALID'),
  ),
  idToken: z.string(),
});
type Form = z.infer<typeof schema>;
const messages = perLocale(() => ({
  PARAMS_INVALID: { summary: setCookiesPage.invalidParams, inline: setCookiesPage.invalidParams },
}));

/** Encodes sign-in parameters as the authorization cookie's value (base64url of UTF-8 JSON). */
const encode = (json: string): string => encodeBase64urlJson(JSON.parse(json));

/** Props of {@link SetCookiesPage}. */
export interface SetCookiesPageProps {
  /** The app's route paths to list. */
  routes: readonly string[];
}

/**
 * Developer-only set-cookies page: paste sign-in parameters and an ID token, list the routes,
 * and link to the authorize (auth-init) address with an encoded return-uri. Registered only in
 * development builds. spec 001 §2.
 */
export function SetCookiesPage({ routes }: SetCookiesPageProps) {
  const { cookies, session } = useStores();
  const [saved, setSaved] = useState(false);
  const [submits, setSubmits] = useState(0);
  const { control, handleSubmit, formState } = useForm<Form>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(schema),
    defaultValues: { params: '', idToken: '' },
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, messages, ['params']);
  const onSubmit = handleSubmit(
    ({ params, idToken }) => {
      cookies.set(AUTH_COOKIE, encode(params));
      if (idToken) cookies.set(ID_TOKEN_COOKIE, idToken);
      authCookieSchema.parse(JSON.parse(params));
      // The store never holds the session id (issue 24): the app's server turns the
      // authorization cookie into the session marker the app starts from on the next page load.
      session.clear();
      setSaved(true);
    },
    () => setSubmits((n) => n + 1),
  );
  const returnUri = encodeURIComponent('/set-cookies');
  const authInit = `${authorizePath}?client_id=demo-client&redirect_uri=${encodeURIComponent('http://localhost:4001/callback')}&state=dev&return-uri=${returnUri}`;
  const c = setCookiesPage;
  return (
    <>
      {saved ? (
        <NotificationBanner type="success" title={c.savedTitle}>
          {c.saved}
        </NotificationBanner>
      ) : null}
      <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
      <Heading>{c.heading}</Heading>
      <Body>{c.intro}</Body>
      <form onSubmit={onSubmit} noValidate>
        <Controller
          name="params"
          control={control}
          render={({ field }) => (
            <TextInput
              label={c.paramsLabel}
              hint={c.paramsHint}
              name="params"
              spellCheck={false}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('params')}
            />
          )}
        />
        <Controller
          name="idToken"
          control={control}
          render={({ field }) => (
            <TextInput
              label={c.tokenLabel}
              name="idToken"
              spellCheck={false}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
            />
          )}
        />
        <Button>{c.submit}</Button>
      </form>
      <Heading level={2}>{c.authInitHeading}</Heading>
      <Body>
        <Link href={authInit}>{c.authInitLink}</Link>
      </Body>
      <Heading level={2}>{c.routesHeading}</Heading>
      <List
        items={routes
          .filter((r) => r !== '*')
          .map((r) => (
            <Link key={r} href={r}>
              {r}
            </Link>
          ))}
      />
    </>
  );
}
