import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Address } from '../../schemas';
import {
  formatPhone,
  normalisePhone,
  normalisePostalCode,
  provinces,
  type addressInputSchema,
  type AddressInput,
  type ShippingCountry,
} from '../../schemas/forms';
import { dialCodes, isShippingCountry } from '../../schemas/constants';

/** An address as the form rules return it: trimmed, postal code and province in capitals, phone international. */
export type ParsedAddress = z.output<typeof addressInputSchema>;

/** What a step's `onSubmit` may answer: the server's 400 by field path, and words for the top of the form. */
export interface SubmitProblem {
  /** By field path (`address.postalCode`, `email`); a message key (`form.*`) or the server's words. */
  readonly fieldErrors?: Readonly<Record<string, string>>;
  readonly message?: string;
}

/** The fields of an address form in the order they appear: the first with an error gets the focus. */
export const addressFieldOrder = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'phone'] as const;
export type AddressField = (typeof addressFieldOrder)[number];

export const dialCode = (country: ShippingCountry): string => dialCodes[country];

/** A blank address in the site's country: every field the form registers, so nothing starts undefined. */
export function addressDefaults(country: ShippingCountry, address?: Partial<AddressInput> | Address | null): AddressInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    addressLine1: text(address?.addressLine1),
    addressLine2: text(address?.addressLine2),
    city: text(address?.city),
    province: text(address?.province),
    postalCode: text(address?.postalCode),
    phone: formatPhone(text(address?.phone), country),
    // Each site ships to its own country only: whatever the address says, the form is the site's.
    country,
  };
}

/**
 * The per-country checks of `addressInputSchema` (postal code, phone, province), with its message keys. The schema
 * runs them in its transform, which zod skips while any plain field fails; a shopper who has typed a bad ZIP code
 * but not yet a city would not hear about the ZIP code. The resolver below adds these so each field answers for
 * itself. The schema stays the rule; this only says earlier what it will say.
 */
export function countryIssues(address: Partial<AddressInput> | undefined, fallback: ShippingCountry): [AddressField, string][] {
  const country = isShippingCountry(address?.country) ? address.country : fallback;
  const issues: [AddressField, string][] = [];
  const postalCode = address?.postalCode?.trim() ?? '';
  if (postalCode !== '' && normalisePostalCode(postalCode, country) === null) issues.push(['postalCode', `form.postalInvalid.${country}`]);
  const phone = address?.phone?.trim() ?? '';
  if (phone !== '' && normalisePhone(phone, country) === null) issues.push(['phone', 'form.phoneInvalid']);
  const list = provinces[country];
  const province = (address?.province ?? '').trim().toUpperCase();
  if (list && !list.includes(province)) issues.push(['province', province === '' ? 'form.required' : 'form.provinceInvalid']);
  return issues;
}

/** `resolver` (a zodResolver) with the per-country checks of the addresses at `paths` added while other fields fail. */
export function withCountryChecks<TInput extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TInput, TContext, TOutput>,
  paths: readonly string[],
  country: ShippingCountry,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const path of paths) {
      const address = (values as Record<string, Partial<AddressInput> | undefined>)[path];
      const current = (errors[path] ?? {}) as Record<string, FieldError | undefined>;
      const added = countryIssues(address, country).filter(([field]) => !current[field]);
      if (added.length > 0)
        errors[path] = { ...current, ...Object.fromEntries(added.map(([field, message]) => [field, { type: 'custom', message }])) };
    }
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}

/**
 * A field path as the server names it (`body.address.0.postalCode`) in the form's terms (`address.postalCode`):
 * the body prefix and list indexes dropped, `alias` renaming the first segment (a billing form's `billing` → `address`).
 */
export function formFieldPath(path: string, alias: Readonly<Record<string, string>> = {}): string {
  const parts = path.split('.').filter((part) => part !== 'body' && !/^\d+$/.test(part));
  const [first = '', ...rest] = parts;
  return [alias[first] ?? first, ...rest].join('.');
}

/**
 * A problem's field errors in the form's terms, split into those the form has a field for (in page order, so the
 * first gets the focus) and the words of any other, to show at the top rather than lose.
 */
export function sortFieldErrors(problem: SubmitProblem, order: readonly string[], alias: Readonly<Record<string, string>> = {}) {
  const entries = Object.entries(problem.fieldErrors ?? {}).map(([path, message]) => [formFieldPath(path, alias), message] as const);
  const placed = entries.filter(([path]) => order.includes(path)).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  const unplaced = entries.filter(([path]) => !order.includes(path)).map(([, message]) => message);
  return { placed, unplaced };
}
