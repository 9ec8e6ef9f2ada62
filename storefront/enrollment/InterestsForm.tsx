import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useMessages, useRuntime } from '../../runtime/react';
import { text } from '../../schemas/forms';
import { FormField } from '../checkout/FormField';
import { AccountAlert } from '../account/AccountAlert';
import { errorWords } from '../account/field-error';
import { useAccountSubmit, type SubmitAnswer } from '../account/use-account-form';
import type { ConsumerProfile } from '../../schemas';
import type { UpdateProfileBody } from '../account/profile-body';
import { interestOptions, shoeSizes, type Interest } from './interests';
import { joinInterests, splitInterests } from './steps';
import { StepActions } from './StepActions';

const interestsSchema = z.object({
  interests: z.array(z.enum(interestOptions)),
  preferredShoeSize: text('form.textInvalid').trim().max(10, 'form.tooLong'),
});
export interface InterestsValues {
  readonly interests: Interest[];
  readonly preferredShoeSize: string;
}

/** The profile's interests and shoe size as the form shows them (an interest the list no longer has is dropped). */
export function interestsDefaults(profile: ConsumerProfile | null | undefined): InterestsValues {
  const stored = splitInterests(profile?.preferences.interests);
  return {
    interests: interestOptions.filter((interest) => stored.includes(interest)),
    preferredShoeSize: profile?.preferences.preferredShoeSize ?? '',
  };
}

/** The `PUT` body of the form's values: `preferences.interests` pipe-separated, the shoe size cleared with `null`. */
export const interestsBody = (values: InterestsValues): UpdateProfileBody => ({
  consumerProfile: { preferences: { interests: joinInterests(values.interests), preferredShoeSize: values.preferredShoeSize || null } },
});

export interface InterestsFormProps {
  readonly defaultValues: InterestsValues;
  readonly onSubmit: (values: InterestsValues) => SubmitAnswer;
  readonly onSkip: () => void;
  readonly onBack?: (() => void) | undefined;
}

/**
 * The interests (spec 000 §2's interests step, §5's interests dialog): what the shopper would like to hear about, as
 * boxes in a fieldset, and their preferred shoe size in the site's size system. Both optional: "Skip for now" leaves
 * the profile as it was.
 */
export function InterestsForm({ defaultValues, onSubmit, onSkip, onBack }: InterestsFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const country = site.locale.country;
  const region = site.brand.region;
  // A size saved otherwise (typed on the profile form) stays among the choices, so saving the interests keeps it.
  const saved = defaultValues.preferredShoeSize;
  const sizes = useMemo(() => {
    const list = shoeSizes(region);
    return saved && !list.includes(saved) ? [saved, ...list] : list;
  }, [region, saved]);
  const form = useForm<InterestsValues>({ resolver: zodResolver(interestsSchema), defaultValues });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<InterestsValues>(form, ['preferredShoeSize'], onSubmit);
  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-account__title" id={`${id}-title`}>
        {t('account.enroll.interests.title')}
      </h2>
      <p className="ts-account__lead">{t('account.enroll.interests.lead')}</p>
      <AccountAlert message={errorWords(t, problem?.message, country, problem?.values)} revision={revision} />
      <fieldset className="ts-enrollment__interests">
        <legend className="ts-field__label">{t('account.enroll.interests.legend')}</legend>
        {interestOptions.map((interest) => (
          <label key={interest} className="ts-checkbox">
            <input type="checkbox" className="ts-checkbox__input" value={interest} {...register('interests')} />
            <span>{t('account.enroll.interest', { interest })}</span>
          </label>
        ))}
      </fieldset>
      <FormField id={`${id}-shoe`} label={t('account.shoeSizeOptional')} error={errorWords(t, errors.preferredShoeSize?.message, country)}>
        {(control) => (
          <select {...control} {...register('preferredShoeSize')} className="ts-input ts-select">
            <option value="">{t('account.gender.none')}</option>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <StepActions
        pending={isSubmitting}
        label={t('account.enroll.save')}
        pendingLabel={t('account.enroll.saving')}
        onSkip={onSkip}
        onBack={onBack}
      />
    </form>
  );
}
