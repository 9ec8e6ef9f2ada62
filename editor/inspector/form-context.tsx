import { createContext, useContext } from 'react';
import type { Translate } from '../../runtime/core';

/** How a field reports an edit: its path from the form's root (`media.sm.url`) and the new value. */
export type ChangeField = (path: string, value: unknown, options?: { readonly typing?: boolean }) => void;

export interface FormContextValue {
  readonly t: Translate;
  readonly change: ChangeField;
  /** The current problems by path (`targets.0.url`), from the schema run on every change. */
  readonly issues: ReadonlyMap<string, readonly string[]>;
  /** Warnings by path: worth knowing (a description another page uses), never a reason to refuse the value. */
  readonly warnings: ReadonlyMap<string, readonly string[]>;
  /** Prefix of the form's element ids (unique per form on the page). */
  readonly idBase: string;
  /** Says something to screen readers (an item moved or removed) through the form's live region. */
  readonly announce: (message: string) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The form a field belongs to. */
export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A field needs a <FormContext.Provider> above it (SchemaForm or InspectorPanel).');
  return form;
}

/** An element id for a field path: `ts-form-1-media-sm-url`. */
export const fieldId = (idBase: string, path: string, suffix = ''): string =>
  `${idBase}-${path.replace(/[^A-Za-z0-9_-]/g, '-') || 'root'}${suffix ? `-${suffix}` : ''}`;

/** Paths joined: `join('targets', 0)` → `targets.0`; `join('', 'title')` → `title`. */
export const join = (base: string, key: string | number): string => (base ? `${base}.${key}` : String(key));
