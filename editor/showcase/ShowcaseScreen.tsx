import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { docTypes } from '../../schemas';
import type { ShowcaseResponse } from '../../schemas';
import type { Site } from '../../runtime/core';
import { useEditorWords } from './use-editor-words';
import { ShowcaseResults } from './ShowcaseResults';
import type { ShowcaseState } from './ShowcaseResults';
import { DEFAULT_SHOWCASE_LIMIT, SHOWCASE_LIMITS, validateShowcaseForm } from './showcase-form';
import type { ShowcaseFormErrors, ShowcaseFormValues, ShowcaseQuery } from './showcase-form';
import { useScrollSync } from './use-scroll-sync';

export interface ShowcaseScreenProps {
  readonly sites: readonly Site[];
  /** Asks the content service's `showcase/{siteId}/{docType}` call (preview mode: drafts included). */
  readonly fetchShowcase: (query: ShowcaseQuery) => Promise<ShowcaseResponse>;
  readonly initial?: Partial<ShowcaseFormValues>;
}

/**
 * The editor-preview screen (spec 001 §2): choose a docType (required), optionally a layoutVariant and a
 * limit of 10, 20 or 50, then Go; the documents come back headed "id | name", or "No results.".
 */
export function ShowcaseScreen({ sites, fetchShowcase, initial }: ShowcaseScreenProps) {
  const t = useEditorWords();
  const id = useId();
  const [values, setValues] = useState<ShowcaseFormValues>({
    siteId: sites[0]?.siteId ?? '',
    docType: '',
    layoutVariant: '',
    limit: String(DEFAULT_SHOWCASE_LIMIT),
    ...initial,
  });
  const [errors, setErrors] = useState<ShowcaseFormErrors>({});
  const [state, setState] = useState<ShowcaseState>({ status: 'idle' });
  useScrollSync();

  const set = (field: keyof ShowcaseFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateShowcaseForm(values, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(`${id}-${Object.keys(checked.errors)[0] ?? 'docType'}`)?.focus();
      return;
    }
    setErrors({});
    setState({ status: 'loading' });
    const site = sites.find((s) => s.siteId === checked.query.siteId);
    const previewBase = checked.query.docType === 'page' && site ? `/pre/${site.locale.locale}` : null;
    fetchShowcase(checked.query).then(
      (response) => setState({ status: 'done', response, previewBase }),
      (error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : t('editor.showcase.unreachable') }),
    );
  };

  const field = (name: keyof ShowcaseFormValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: set(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof ShowcaseFormValues) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="ts-showcase__field-error">
        {errors[name]}
      </p>
    ) : null;

  return (
    <main className="ts-showcase">
      <h1 className="ts-showcase__title">{t('editor.showcase.title')}</h1>
      <form className="ts-showcase__form" onSubmit={submit} noValidate>
        <div className="ts-showcase__field">
          <label htmlFor={`${id}-siteId`}>{t('editor.showcase.site')}</label>
          <select {...field('siteId')}>
            {sites.map((s) => (
              <option key={s.siteId} value={s.siteId}>{`${s.brand.name} — ${s.locale.label}`}</option>
            ))}
          </select>
          {error('siteId')}
        </div>
        <div className="ts-showcase__field">
          <label htmlFor={`${id}-docType`}>
            {t('editor.showcase.docType')} <span aria-hidden="true">*</span>
          </label>
          <select {...field('docType')} required>
            <option value="">{t('editor.showcase.chooseDocType')}</option>
            {docTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          {error('docType')}
        </div>
        <div className="ts-showcase__field">
          <label htmlFor={`${id}-layoutVariant`}>{t('editor.showcase.layoutVariant')}</label>
          <input {...field('layoutVariant')} type="text" autoComplete="off" />
        </div>
        <div className="ts-showcase__field">
          <label htmlFor={`${id}-limit`}>{t('editor.showcase.limit')}</label>
          <select {...field('limit')}>
            {SHOWCASE_LIMITS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          {error('limit')}
        </div>
        <button type="submit" className="ts-showcase__go" disabled={state.status === 'loading'}>
          {t('editor.showcase.go')}
        </button>
      </form>
      <ShowcaseResults state={state} t={t} />
    </main>
  );
}
