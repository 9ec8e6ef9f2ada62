import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { text } from '../../schemas/forms';
import { useMessages, useRuntime } from '../../runtime/react';
import { FormField, SubmitButton } from '../checkout/FormField';
import { AccountAlert } from '../account/AccountAlert';
import { errorWords } from '../account/field-error';
import { useAccountSubmit, type SubmitAnswer } from '../account/use-account-form';

const pickSchema = z.object({
  storeId: text().min(1, 'form.required'),
  storeEmployeeId: text().min(1, 'form.required'),
});
export type StorePick = z.infer<typeof pickSchema>;

export interface StorePickerProps {
  readonly stores: readonly { readonly storeId: string; readonly name: string; readonly address: { readonly city: string } }[];
  /** The chosen store's associates; undefined while none is chosen or they load. */
  readonly employees: readonly { readonly storeEmployeeId: string; readonly name: string }[] | undefined;
  readonly employeesLoading?: boolean;
  /** Told of each store chosen, so its associates are asked for. */
  readonly onStore: (storeId: string) => void;
  /** Starts the session; answers the problem when it could not. */
  readonly onSubmit: (pick: StorePick) => SubmitAnswer;
  /** A problem loading the associates, shown at the top. */
  readonly problem?: string | undefined;
}

/**
 * The associate's second step (spec 000 §3 "Buy-in-store session"): the store among the site's country's open ones,
 * then who is selling among its associates; "Start selling" opens the session.
 */
export function StorePicker({ stores, employees, employeesLoading = false, onStore, onSubmit, problem }: StorePickerProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<StorePick>({ mode: 'onTouched', resolver: zodResolver(pickSchema), defaultValues: { storeId: '', storeEmployeeId: '' } });
  const { register, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const { problem: refused, revision, send } = useAccountSubmit<StorePick>(form, ['storeId', 'storeEmployeeId'], onSubmit);
  const country = site.locale.country;
  const storeId = useWatch({ control, name: 'storeId' });
  useEffect(() => {
    setValue('storeEmployeeId', '');
    if (storeId) onStore(storeId);
  }, [storeId, onStore, setValue]);

  const employeeHint = !storeId ? t('account.associate.chooseStoreFirst') : employeesLoading ? t('account.associate.loading') : undefined;

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h1 className="ts-account__title" id={`${id}-title`}>
        {t('account.associate.chooseTitle')}
      </h1>
      <p className="ts-account__lead">{t('account.associate.chooseLead')}</p>
      <AccountAlert message={errorWords(t, refused?.message, country) ?? problem} revision={revision} />
      <FormField id={`${id}-store`} label={t('account.associate.store')} error={errorWords(t, errors.storeId?.message, country)}>
        {(control) => (
          <select {...control} {...register('storeId')} className="ts-input ts-select" aria-required="true">
            <option value="">{t('account.associate.choose')}</option>
            {stores.map((store) => (
              <option key={store.storeId} value={store.storeId}>
                {t('account.associate.storeOption', { name: store.name, city: store.address.city })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-employee`}
        label={t('account.associate.employee')}
        hint={employeeHint}
        error={errorWords(t, errors.storeEmployeeId?.message, country)}
      >
        {(control) => (
          <select
            {...control}
            {...register('storeEmployeeId')}
            className="ts-input ts-select"
            aria-required="true"
            aria-busy={employeesLoading || undefined}
          >
            <option value="">{t('account.associate.choose')}</option>
            {(employees ?? []).map((employee) => (
              <option key={employee.storeEmployeeId} value={employee.storeEmployeeId}>
                {employee.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('account.associate.start')} pendingLabel={t('account.associate.loading')} />
    </form>
  );
}
