import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, Card, DateInput, ErrorSummary, Fieldset, Heading, Radios, TextInput } from '@nhsl/ui';
import { common, proofing as c } from '@nhsl/content';
import { proofingPaths } from '../../../paths.ts';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useFormActionData } from '../../../shell/useJourneyForm.ts';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../../../shell/Guarded.tsx';
import {
  DOB_FIELDS,
  dobErrorParts,
  dobSchema,
  knowNhsNumberSchema,
  nameSchema,
  postcodeSchema,
  postcodeToEdit,
  type DobForm,
  type KnowNhsNumberForm,
  type NameForm,
  type PostcodeForm,
} from '../schemas.ts';
import { useJourneyForm } from './useJourneyForm.ts';
import { proofingStoreOf } from '../ProofingStore.ts';

/**
 * find-nhs-record: "Help us find your NHS record", the ticked "You have created an account" card
 * when the account was just created, a preview of the GP-connect check when the journey heads
 * there; Continue goes to know-nhs-number. spec 001 §2.
 */
export const FindNhsRecordPage = guarded(
  'proofing',
  observer(function FindNhsRecordPage() {
    const proofing = proofingStoreOf(useStores());
    const p = c.findNhsRecord;
    return (
      <>
        {proofing.accountCreated ? <Card heading={p.accountCreated} ticked tickLabel={p.accountCreatedTick} /> : null}
        <Heading>{p.heading}</Heading>
        <Body>{p.body}</Body>
        {proofing.headingToGpConnect ? (
          <Card heading={p.gpConnectHeading}>
            <Body>{p.gpConnectBody}</Body>
          </Card>
        ) : null}
        <Button href={proofingPaths.knowNhsNumber}>{p.continue}</Button>
      </>
    );
  }),
);

/**
 * know-nhs-number: yes/no; yes reveals the NHS number field (10 digits, Modulus 11).
 * spec 001 §2, §4, §5 "Know NHS number".
 */
export const KnowNhsNumberPage = guarded(
  'proofing',
  observer(function KnowNhsNumberPage() {
    const stores = useStores();
    const { proofingState: s } = stores;
    const proofing = proofingStoreOf(stores);
    const p = c.knowNhsNumber;
    const know = s.knowNhsNumber && s.nhsNumber ? 'yes' : s.firstName ? 'no' : '';
    const { control, summary, inline, submits, onSubmit, submitting } = useJourneyForm<KnowNhsNumberForm>(
      zodResolver(knowNhsNumberSchema),
      { know, nhsNumber: s.nhsNumber },
      ['know', 'nhsNumber'],
      (v) => proofing.submitKnowNhsNumber(v),
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="know"
            control={control}
            render={({ field }) => (
              <Radios
                legend={p.legend}
                legendAsHeading
                hint={p.hint}
                name="know"
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={inline('know')}
                options={[
                  {
                    value: 'yes',
                    label: p.yes,
                    conditional: (
                      <Controller
                        name="nhsNumber"
                        control={control}
                        render={({ field: f }) => (
                          <TextInput
                            label={p.nhsNumberLabel}
                            hint={p.nhsNumberHint}
                            name="nhsNumber"
                            inputMode="numeric"
                            autoComplete="off"
                            spellCheck={false}
                            width={10}
                            value={f.value}
                            onChange={f.onChange}
                            onBlur={f.onBlur}
                            inputRef={f.ref}
                            error={inline('nhsNumber')}
                          />
                        )}
                      />
                    ),
                  },
                  { value: 'no', label: p.no },
                ]}
              />
            )}
          />
          <Button busy={submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);

/** enter-name: first name, middle names (optional), last name. spec 001 §2, §5 "Name". */
export const EnterNamePage = guarded(
  'proofing',
  observer(function EnterNamePage() {
    const stores = useStores();
    const { proofingState: s } = stores;
    const proofing = proofingStoreOf(stores);
    const p = c.enterName;
    const { control, summary, inline, submits, onSubmit, submitting } = useJourneyForm<NameForm>(
      zodResolver(nameSchema),
      { firstName: s.firstName, middleNames: s.middleNames, lastName: s.lastName },
      ['firstName', 'middleNames', 'lastName'],
      (v) => proofing.submitName(v),
    );
    const field = (name: keyof NameForm, label: string, autoComplete: string) => (
      <Controller
        name={name}
        control={control}
        render={({ field: f }) => (
          <TextInput
            label={label}
            name={name}
            autoComplete={autoComplete}
            spellCheck={false}
            value={f.value}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
            error={inline(name)}
          />
        )}
      />
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <JourneyForm onSubmit={onSubmit}>
          <Fieldset legend={p.legend} legendAsHeading>
            {field('firstName', p.firstName, 'given-name')}
            {field('middleNames', p.middleNames, 'additional-name')}
            {field('lastName', p.lastName, 'family-name')}
          </Fieldset>
          <Button busy={submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);

/**
 * enter-dob: date of birth as a DateInput (day, month, year). Real calendar dates only, not in
 * the future (date-fns); under 11 clears the date and goes to you-need-to-be-over-11. Errors use
 * the GOV.UK date-input messages and highlight only the parts at fault (issue 28).
 * spec 001 §2, §4, §5; shared spec DECISIONS "date of birth";
 * docs/decisions/0011-cleaning-and-limiting-typed-input.md.
 */
export const EnterDobPage = guarded(
  'proofing',
  observer(function EnterDobPage() {
    const stores = useStores();
    const { proofingState: s } = stores;
    const proofing = proofingStoreOf(stores);
    const p = c.enterDob;
    const [year = '', month = '', day = ''] = s.dob ? s.dob.split('-') : [];
    // A date the server refused (posted without script): the three parts as they were typed.
    const typed = useFormActionData()?.values;
    const { form, control, summary, inline, submits, onSubmit, submitting } = useJourneyForm<DobForm>(
      zodResolver(dobSchema(() => proofing.now())),
      typed
        ? {
            dob: {
              day: String(typed['dob-day'] ?? ''),
              month: String(typed['dob-month'] ?? ''),
              year: String(typed['dob-year'] ?? ''),
            },
          }
        : { dob: { day: day.replace(/^0/, ''), month: month.replace(/^0/, ''), year } },
      DOB_FIELDS,
      (v) => proofing.submitDob(v),
    );
    // The error sits on the first part at fault; its code names every part to highlight.
    const errorField = DOB_FIELDS.find((f) => inline(f));
    const errorCode = errorField
      ? (form.formState.errors as Record<string, { message?: string }>)[errorField]?.message
      : undefined;
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="dob"
            control={control}
            render={({ field }) => (
              <DateInput
                legend={p.legend}
                legendAsHeading
                name="dob"
                hint={p.hint}
                value={field.value}
                onChange={field.onChange}
                error={errorField ? inline(errorField) : undefined}
                errorParts={errorCode ? dobErrorParts(errorCode) : undefined}
                labels={{ day: p.day, month: p.month, year: p.year }}
              />
            )}
          />
          <Button busy={submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);

/**
 * enter-postcode: UK format, normalised; BT, SC, JE and GY lead to the not-available page.
 * spec 001 §2, §4, §5 "Postcode".
 */
export const EnterPostcodePage = guarded(
  'proofing',
  observer(function EnterPostcodePage() {
    const stores = useStores();
    const { proofingState: s } = stores;
    const proofing = proofingStoreOf(stores);
    const p = c.enterPostcode;
    const { control, summary, inline, submits, onSubmit, submitting } = useJourneyForm<PostcodeForm>(
      zodResolver(postcodeSchema),
      { postcode: postcodeToEdit(s.postcode) },
      ['postcode'],
      (v) => proofing.submitPostcode(v.postcode),
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="postcode"
            control={control}
            render={({ field: f }) => (
              <TextInput
                label={p.label}
                labelAsHeading
                hint={p.hint}
                name="postcode"
                autoComplete="postal-code"
                autoCapitalize="characters"
                spellCheck={false}
                width={10}
                value={f.value}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={inline('postcode')}
              />
            )}
          />
          <Button busy={submitting}>{p.continue}</Button>
        </JourneyForm>
      </>
    );
  }),
);
