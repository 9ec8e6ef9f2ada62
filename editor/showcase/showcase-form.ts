import { docTypes } from '../../schemas';
import type { DocType } from '../../schemas';
import type { Translate } from '../../runtime/core';

/** The limits the editor preview screen offers (spec 001 §9); 20 when none is chosen. */
export const SHOWCASE_LIMITS = [10, 20, 50] as const;
export type ShowcaseLimit = (typeof SHOWCASE_LIMITS)[number];
export const DEFAULT_SHOWCASE_LIMIT: ShowcaseLimit = 20;

export interface ShowcaseFormValues {
  readonly siteId: string;
  readonly docType: string;
  readonly layoutVariant: string;
  readonly limit: string;
}

export interface ShowcaseQuery {
  readonly siteId: string;
  readonly docType: DocType;
  readonly layoutVariant?: string;
  readonly limit: ShowcaseLimit;
}

export type ShowcaseFormErrors = Partial<Record<keyof ShowcaseFormValues, string>>;

const isDocType = (value: string): value is DocType => (docTypes as readonly string[]).includes(value);
const toLimit = (value: string): ShowcaseLimit | undefined => SHOWCASE_LIMITS.find((limit) => String(limit) === value);

/** Validates the form the way the spec words it: "Doc type is required"; the limit is 10, 20 or 50. */
export function validateShowcaseForm(values: ShowcaseFormValues, t: Translate): { query: ShowcaseQuery } | { errors: ShowcaseFormErrors } {
  const errors: ShowcaseFormErrors = {};
  if (!values.docType) errors.docType = t('editor.showcase.docTypeRequired');
  else if (!isDocType(values.docType)) errors.docType = t('editor.showcase.docTypeUnknown', { docType: values.docType });
  const limit = values.limit === '' ? DEFAULT_SHOWCASE_LIMIT : toLimit(values.limit);
  if (limit === undefined) errors.limit = t('editor.showcase.limitInvalid');
  if (!values.siteId) errors.siteId = t('editor.showcase.siteRequired');
  if (Object.keys(errors).length > 0 || limit === undefined || !isDocType(values.docType)) return { errors };
  const layoutVariant = values.layoutVariant.trim();
  return { query: { siteId: values.siteId, docType: values.docType, limit, ...(layoutVariant ? { layoutVariant } : {}) } };
}
