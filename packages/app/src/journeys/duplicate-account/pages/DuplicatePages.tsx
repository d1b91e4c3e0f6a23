import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigationType, useLocation } from 'react-router-dom';
import { Body, Button, Checkbox, ErrorSummary, Heading, InsetText, Link, List, Radios, Spinner } from '@nhsl/ui';
import {
  HELP_CENTRE_DUPLICATE_ACCOUNT_URL,
  common,
  duplicateAccount as c,
  helpCentreContactWithReference,
  proofingMessages as m,
} from '@nhsl/content';
import { NOT_ELIGIBLE_TO_BEGIN_MIGRATION, REMINDER_LOCK_MINUTES } from '@nhsl/contract';
import { duplicatePaths, paths } from '../../../paths.ts';
import { hasNavigatedInApp } from '../../../shell/inAppNavigation.ts';
import type { FormActionData } from '../../../shell/formAction.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useAnsweredErrors } from '../../../shell/useJourneyForm.ts';
import { useFormErrors } from '../../../shell/useFormErrors.ts';
import { useNext } from '../../../shell/useNext.ts';
import { useServerSubmit } from '../../../shell/useServerSubmit.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../../../shell/Guarded.tsx';
import type { Next } from '../../../shell/next.ts';
import { shouldReloadOnBack, type DuplicateChoice } from '../transitions.ts';
import { duplicateAccountStoreOf } from '../DuplicateAccountStore.ts';
import {
  choiceSchema,
  confirmReplacementSchema,
  duplicateChoices,
  multipleEmailsChoices,
  type ChoiceForm,
  type ConfirmReplacementForm,
} from '../schemas.ts';
import { VALIDATE_ON_SUBMIT } from '../../../shell/formFields.ts';

/**
 * A required radio question (one of `options`): the error summary and inline message (the
 * server's too, for a form posted without script or sent by script where the server owns the
 * page, issue 44), then the store's action, or the route's action where the server owns the page.
 */
function useChoice(required: string, options: readonly string[], act: (choice: string) => Next | Promise<Next>) {
  const [submits, setSubmits] = useState(0);
  const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
  const { control, handleSubmit, formState } = useForm<ChoiceForm>({
    ...VALIDATE_ON_SUBMIT,
    resolver: zodResolver(choiceSchema(options)),
    defaultValues: { choice: '' },
    errors: serverErrors<ChoiceForm>(answered),
    shouldFocusError: false,
  });
  const { summary, inline } = useFormErrors(formState.errors, { REQUIRED: { summary: required, inline: required } }, [
    'choice',
  ]);
  const follow = useNext();
  const server = useServerSubmit();
  const onSubmit = handleSubmit(
    ({ choice }, event) => server.submitOr(event, async () => follow(await act(choice))),
    () => setSubmits((n) => n + 1),
  );
  return { control, summary, inline, submits, onSubmit, submitting: server.submitting };
}

/** The errors a post without script was answered with, for react-hook-form. */
function serverErrors<T extends FieldValues>(answered: FormActionData | undefined): FieldErrors<T> | undefined {
  return answered
    ? (Object.fromEntries(
        answered.errors.map(({ field, code }) => [field, { type: 'server', message: code }]),
      ) as FieldErrors<T>)
    : undefined;
}

function MaskedEmails({ emails }: { emails: string[] }) {
  return emails.length === 1 ? (
    <InsetText>
      <strong>{emails[0]}</strong>
    </InsetText>
  ) : (
    <List
      items={emails.map((e) => (
        <strong key={e}>{e}</strong>
      ))}
    />
  );
}

/**
 * duplicate-nhs-number: "You already have an NHS account" in four variants (a migration off,
 * b eligible with one or several masked emails, c not eligible, d active_account). Needs the
 * duplicate flag; reloads on browser back navigation. spec 001 §2, §4, §5.
 */
export const DuplicateNhsNumberPage = guarded(
  'duplicate',
  observer(function DuplicateNhsNumberPage() {
    const store = duplicateAccountStoreOf(useStores());
    const navigationType = useNavigationType();
    const location = useLocation();
    const reloaded = useRef(false);
    useEffect(() => {
      if (!reloaded.current && shouldReloadOnBack(navigationType, hasNavigatedInApp())) {
        reloaded.current = true;
        window.location.reload();
      }
      const onPageShow = (e: PageTransitionEvent) => {
        if (e.persisted) window.location.reload();
      };
      window.addEventListener('pageshow', onPageShow);
      return () => window.removeEventListener('pageshow', onPageShow);
    }, [navigationType, location.key]);
    const variant = store.variant;
    const emails = store.maskedEmails;
    const many = emails.length > 1;
    const p = c.duplicate;
    const { control, summary, inline, submits, onSubmit, submitting } = useChoice(
      variant === 'eligible' ? m.duplicateChoiceMigration : m.duplicateChoice,
      variant === 'eligible' ? duplicateChoices.eligible : duplicateChoices.migrationOff,
      (choice) => store.choose(choice as DuplicateChoice),
    );
    const follow = useNext();
    const question = (options: { value: DuplicateChoice; label: string; hint?: string }[], legend: string) => (
      <JourneyForm onSubmit={onSubmit}>
        <Controller
          name="choice"
          control={control}
          render={({ field }) => (
            <Radios
              legend={legend}
              name="choice"
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={inline('choice')}
              options={options}
            />
          )}
        />
        <Button busy={submitting}>{p.continue}</Button>
      </JourneyForm>
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <Heading>{p.heading}</Heading>
        {variant === 'migrationOff' ? (
          <>
            <Body>{p.off.body}</Body>
            <Body>
              <Link href={HELP_CENTRE_DUPLICATE_ACCOUNT_URL} newTab newTabText={common.opensInNewTab}>
                {p.off.helpLink}
              </Link>
            </Body>
            {question(
              [
                { value: 'getHelp', label: p.off.getHelp },
                { value: 'logIn', label: p.off.logIn },
              ],
              p.off.legend,
            )}
          </>
        ) : null}
        {variant === 'eligible' ? (
          <>
            <Body>{many ? p.eligible.manyEmails : p.eligible.oneEmail}</Body>
            <MaskedEmails emails={emails} />
            {question(
              [
                { value: 'logIn', label: p.eligible.logIn(many) },
                { value: 'continueNew', label: p.eligible.continueNew(many), hint: p.eligible.continueNewHint },
              ],
              p.eligible.legend,
            )}
          </>
        ) : null}
        {variant === 'notEligible' ? (
          <>
            <Body>{p.notEligible.body}</Body>
            <Body>
              <Link
                href={helpCentreContactWithReference(NOT_ELIGIBLE_TO_BEGIN_MIGRATION)}
                newTab
                newTabText={common.opensInNewTab}
              >
                {p.notEligible.contact}
              </Link>
            </Body>
            <Body>{p.notEligible.urgent}</Body>
            <Body>{p.notEligible.emergency}</Body>
          </>
        ) : null}
        {variant === 'activeAccount' ? (
          <>
            <Body>{p.activeAccount.body}</Body>
            <MaskedEmails emails={emails} />
            <Body>{p.activeAccount.recent}</Body>
            <JourneyForm
              intent="logIn"
              onSubmit={(e) => {
                e.preventDefault();
                follow(store.tryLogin());
              }}
            >
              <Button busy={submitting}>{p.activeAccount.logIn}</Button>
            </JourneyForm>
            <Body>
              <Link href={HELP_CENTRE_DUPLICATE_ACCOUNT_URL} newTab newTabText={common.opensInNewTab}>
                {p.activeAccount.helpLink}
              </Link>
            </Body>
          </>
        ) : null}
      </>
    );
  }),
);

/**
 * email-address-found: the masked email, 'Continue to log in' (try-login), and 'I do not have
 * access to this email address' opening redirect-to-help-centre in a new tab. spec 001 §2.
 */
export const EmailAddressFoundPage = guarded(
  'duplicate',
  observer(function EmailAddressFoundPage() {
    const store = duplicateAccountStoreOf(useStores());
    const follow = useNext();
    const { submitting } = useServerSubmit();
    const p = c.emailFound;
    return (
      <>
        <Heading>{p.heading}</Heading>
        <Body>{p.body}</Body>
        <MaskedEmails emails={store.maskedEmails} />
        <JourneyForm
          direct
          onSubmit={(e) => {
            e.preventDefault();
            follow(store.tryLogin());
          }}
        >
          <Button busy={submitting}>{p.continue}</Button>
        </JourneyForm>
        <Body>
          <Link href={duplicatePaths.redirectToHelpCentre} newTab newTabText={common.opensInNewTab}>
            {p.noAccess}
          </Link>
        </Body>
      </>
    );
  }),
);

/** multiple-emails-found: a reminder email, or the help centre; a choice is required. spec 001 §2, §5. */
export const MultipleEmailsFoundPage = guarded(
  'duplicate',
  observer(function MultipleEmailsFoundPage() {
    const store = duplicateAccountStoreOf(useStores());
    const p = c.multipleEmails;
    const { control, summary, inline, submits, onSubmit, submitting } = useChoice(
      m.multipleEmailsChoice,
      multipleEmailsChoices,
      (choice) => store.chooseMultipleEmails(choice as 'reminder' | 'helpCentre'),
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="choice"
            control={control}
            render={({ field }) => (
              <Radios
                legend={p.heading}
                legendAsHeading
                name="choice"
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={inline('choice')}
                options={[
                  { value: 'reminder', label: p.reminder },
                  { value: 'helpCentre', label: p.helpCentre },
                ]}
              />
            )}
          />
          <Button busy={store.busy || submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);

/**
 * confirm-account-replacement: what replacing the account means (photo ID or GP details, security
 * checks taking pyiSla, the warning), a required checkbox and Continue (account migration).
 * spec 001 §2, §4, §5.
 */
export const ConfirmAccountReplacementPage = guarded(
  'duplicate',
  observer(function ConfirmAccountReplacementPage() {
    const store = duplicateAccountStoreOf(useStores());
    const p = c.confirmReplacement;
    const [submits, setSubmits] = useState(0);
    // The server's answer (a form posted without script, or sent by script where it owns the page).
    const answered = useAnsweredErrors(() => setSubmits((n) => n + 1));
    const { control, handleSubmit, formState } = useForm<ConfirmReplacementForm>({
      ...VALIDATE_ON_SUBMIT,
      resolver: zodResolver(confirmReplacementSchema),
      defaultValues: { confirm: false },
      errors: serverErrors<ConfirmReplacementForm>(answered),
      shouldFocusError: false,
    });
    const { summary, inline } = useFormErrors(
      formState.errors,
      { REQUIRED: { summary: m.replacementConfirm, inline: m.replacementConfirm } },
      ['confirm'],
    );
    const follow = useNext();
    const server = useServerSubmit();
    const onSubmit = handleSubmit(
      (_, event) => server.submitOr(event, async () => follow(await store.beginReplacement())),
      () => setSubmits((n) => n + 1),
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <Heading>{p.heading}</Heading>
        <Body>{p.prove}</Body>
        <Body>{p.wait(store.pyiSla)}</Body>
        <InsetText hiddenPrefix={p.warningTitle}>
          <List items={[p.warningDeleted, p.warningEmails, p.warningTransfer, p.warningLost]} />
        </InsetText>
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="confirm"
            control={control}
            render={({ field }) => (
              <Checkbox
                label={p.checkbox}
                name="confirm"
                checked={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={inline('confirm')}
              />
            )}
          />
          <Button busy={store.busy || server.submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);

/** reminder-email-sent: steps, spam advice, log in again or request a new reminder. Needs the duplicate flag. spec 001 §2. */
export const ReminderEmailSentPage = guarded(
  'duplicate',
  observer(function ReminderEmailSentPage() {
    const store = duplicateAccountStoreOf(useStores());
    const follow = useNext();
    const { submitting } = useServerSubmit();
    const p = c.reminderSent;
    return (
      <>
        <Heading>{p.heading}</Heading>
        <List items={[...p.steps]} variant="number" />
        <Body>{p.spam}</Body>
        <Body>
          <Link href={paths.enterEmail}>{p.logIn}</Link>
        </Body>
        <JourneyForm
          direct
          onSubmit={(e) => {
            e.preventDefault();
            void store.sendAnotherReminder().then(follow);
          }}
        >
          <Button variant="secondary" busy={store.busy || submitting}>
            {p.again}
          </Button>
        </JourneyForm>
      </>
    );
  }),
);

/** another-reminder-sent: confirmation after a second reminder. Needs the duplicate flag. spec 001 §2. */
export const AnotherReminderSentPage = guarded('duplicate', function AnotherReminderSentPage() {
  const p = c.anotherReminderSent;
  return (
    <>
      <Heading>{p.heading}</Heading>
      <Body>{p.body}</Body>
      <Body>
        <Link href={paths.enterEmail}>{p.logIn}</Link>
      </Body>
    </>
  );
});

/** cannot-request-another-reminder: too many reminders, wait REMINDER_LOCK_MINUTES (1 hour). Needs the duplicate flag. spec 001 §2, §9. */
export const CannotRequestAnotherReminderPage = guarded('duplicate', function CannotRequestAnotherReminderPage() {
  const p = c.cannotRequestAnother;
  return (
    <>
      <Heading>{p.heading}</Heading>
      <Body>{p.body(REMINDER_LOCK_MINUTES)}</Body>
    </>
  );
});

/**
 * redirect-to-help-centre: a spinner, then after 1 second the help centre's duplicate-account
 * topic. Needs the duplicate flag (kept in the journey's sealed cookie, so the new tab
 * email-address-found opens has it). spec 001 §2, §9. The wait and the redirect are the page's own, in the browser,
 * also where the app's server owns the route (issue 44): they call nothing and change nothing,
 * and the spinner is what the user is to see for that second.
 */
export const RedirectToHelpCentrePage = guarded('duplicate', function RedirectToHelpCentrePage() {
  const store = duplicateAccountStoreOf(useStores());
  const follow = useNext();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void store.helpCentreRedirect().then(follow);
  }, [store, follow]);
  const p = c.redirectToHelpCentre;
  return (
    <>
      <Heading>{p.heading}</Heading>
      <Spinner label={p.spinner} />
    </>
  );
});
