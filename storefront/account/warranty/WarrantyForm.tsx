import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useMessages, useRuntime } from '../../../runtime/react';
import { MESSAGE_MAX, purchasePlaces, topicSelector, warrantyBodySchema, warrantyDefects } from '../../../schemas';
import { FormField, SubmitButton } from '../../checkout/FormField';
import { AccountAlert } from '../AccountAlert';
import { errorWords } from '../field-error';
import { useAccountSubmit, type SubmitAnswer } from '../use-account-form';

export interface WarrantyValues {
  productName: string;
  styleNumber: string;
  size: string;
  purchaseDate: string;
  purchasePlace: (typeof purchasePlaces)[number] | '';
  orderNumber: string;
  defect: (typeof warrantyDefects)[number] | '';
  description: string;
}

export interface WarrantyFormProps {
  readonly onSubmit: (values: WarrantyValues) => SubmitAnswer;
  /** Today, for the purchase date's latest value (a story's fixed day). */
  readonly today?: () => Date;
}

const FIELDS = ['productName', 'styleNumber', 'size', 'purchaseDate', 'purchasePlace', 'orderNumber', 'defect', 'description'] as const;

/**
 * A warranty claim (`POST /consumers-v3/consumer/warranty`): the product as its label names it, when and where it was
 * bought (the order number for a purchase here online), what failed and how. The body's own schema checks it; the
 * server adds the two-year rule, whose refusal lands on the purchase date.
 */
export function WarrantyForm({ onSubmit, today = () => new Date() }: WarrantyFormProps) {
  const t = useMessages();
  const { site } = useRuntime();
  const id = useId();
  const form = useForm<WarrantyValues>({
    mode: 'onTouched',
    resolver: zodResolver(warrantyBodySchema) as unknown as Resolver<WarrantyValues>,
    defaultValues: { productName: '', styleNumber: '', size: '', purchaseDate: '', purchasePlace: '', orderNumber: '', defect: '', description: '' },
  });
  const { register, formState, control } = form;
  const { errors, isSubmitting } = formState;
  const { problem, revision, send } = useAccountSubmit<WarrantyValues>(form, FIELDS, onSubmit);
  const [place, description] = useWatch({ control, name: ['purchasePlace', 'description'] });
  const country = site.locale.country;
  const words = (key: string | undefined) => errorWords(t, key, country);

  return (
    <form className="ts-account-form" noValidate aria-labelledby={`${id}-title`} onSubmit={send}>
      <h2 className="ts-account-section__title" id={`${id}-title`}>
        {t('warranty.title')}
      </h2>
      <p className="ts-account__lead">{t('warranty.lead')}</p>
      <AccountAlert message={words(problem?.message)} revision={revision} />
      <FormField id={`${id}-product`} label={t('warranty.productName')} error={words(errors.productName?.message)}>
        {(field) => <input {...field} {...register('productName')} className="ts-input" autoComplete="off" aria-required="true" />}
      </FormField>
      <div className="ts-account-form__pair">
        <FormField
          id={`${id}-style`}
          label={t('warranty.styleNumber')}
          hint={t('warranty.styleNumberHint')}
          error={words(errors.styleNumber?.message)}
        >
          {(field) => <input {...field} {...register('styleNumber')} className="ts-input" autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField id={`${id}-size`} label={t('warranty.size')} error={words(errors.size?.message)}>
          {(field) => <input {...field} {...register('size')} className="ts-input" autoComplete="off" />}
        </FormField>
      </div>
      <div className="ts-account-form__pair">
        <FormField id={`${id}-date`} label={t('warranty.purchaseDate')} error={words(errors.purchaseDate?.message)}>
          {(field) => (
            <input
              {...field}
              {...register('purchaseDate')}
              className="ts-input ts-account-form__date"
              type="date"
              max={today().toISOString().slice(0, 10)}
              aria-required="true"
            />
          )}
        </FormField>
        <FormField id={`${id}-place`} label={t('warranty.purchasePlace')} error={words(errors.purchasePlace?.message)}>
          {(field) => (
            <select {...field} {...register('purchasePlace')} className="ts-input ts-select" aria-required="true">
              <option value="">{t('support.form.choose')}</option>
              {purchasePlaces.map((code) => (
                <option key={code} value={code}>
                  {t('warranty.place', { place: code, brand: site.brand.name })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {place === 'online' ? (
        <FormField
          id={`${id}-order`}
          label={t('warranty.orderNumber')}
          hint={t('support.form.orderNumberHint')}
          error={words(errors.orderNumber?.message)}
        >
          {(field) => <input {...field} {...register('orderNumber')} className="ts-input" autoComplete="off" spellCheck={false} />}
        </FormField>
      ) : null}
      <FormField id={`${id}-defect`} label={t('warranty.defect')} error={words(errors.defect?.message)}>
        {(field) => (
          <select {...field} {...register('defect')} className="ts-input ts-select" aria-required="true">
            <option value="">{t('support.form.choose')}</option>
            {warrantyDefects.map((code) => (
              <option key={code} value={code}>
                {t('support.defect', { defect: topicSelector(code) })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={t('warranty.description')}
        hint={t('support.form.messageHint', { left: Math.max(0, MESSAGE_MAX - description.length) })}
        error={words(errors.description?.message)}
      >
        {(field) => <textarea {...field} {...register('description')} className="ts-input ts-textarea" rows={5} aria-required="true" />}
      </FormField>
      <SubmitButton pending={isSubmitting} label={t('warranty.submit')} pendingLabel={t('support.form.pending')} />
    </form>
  );
}
