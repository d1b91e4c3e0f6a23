import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Body, Button, ErrorSummary, Heading, Radios } from '@nhsl/ui';
import { common, proofing as c } from '@nhsl/content';
import { JourneyForm } from '../../../shell/JourneyForm.tsx';
import { useStores } from '../../../stores/StoreContext.tsx';
import { guarded } from '../../../shell/Guarded.tsx';
import { noMatchSchema, type NoMatchChoice, type NoMatchForm } from '../schemas.ts';
import { useJourneyForm } from './useJourneyForm.ts';
import { proofingStoreOf } from '../ProofingStore.ts';

/**
 * no-match: "We cannot find a match" and four choices (check details again, NHS number, full
 * name, another way); a choice is required. spec 001 §2, §5.
 */
export const NoMatchPage = guarded(
  'proofing',
  observer(function NoMatchPage() {
    const proofing = proofingStoreOf(useStores());
    const p = c.noMatch;
    const { control, summary, inline, submits, onSubmit, submitting } = useJourneyForm<NoMatchForm>(
      zodResolver(noMatchSchema),
      { choice: '' },
      ['choice'],
      (v) => proofing.chooseNoMatch(v.choice as NoMatchChoice),
    );
    return (
      <>
        <ErrorSummary errors={summary} title={common.errorSummaryTitle} focusKey={submits} />
        <Heading>{p.heading}</Heading>
        <Body>{p.body}</Body>
        <JourneyForm onSubmit={onSubmit}>
          <Controller
            name="choice"
            control={control}
            render={({ field }) => (
              <Radios
                legend={p.legend}
                name="choice"
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={inline('choice')}
                options={[
                  { value: 'check', label: p.check },
                  { value: 'nhsNumber', label: p.nhsNumber },
                  { value: 'fullName', label: p.fullName },
                  { value: 'anotherWay', label: p.anotherWay },
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
