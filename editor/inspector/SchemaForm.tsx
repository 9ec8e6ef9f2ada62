import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { z } from 'zod';
import type { FieldHint } from '../../block-registry';
import { withValueAt } from '../core';
import type { Translate } from '../../runtime/core';
import { FormFields, pathLabel } from './FormFields';
import { FormShell } from './FormShell';
import type { ChangeField } from './form-context';
import { IssueSummary } from './IssueSummary';
import { schemaIssues } from './validation';
import './inspector.css';

/** One edit of a SchemaForm: the field's path and value, beside the whole next value. */
export interface SchemaFormChange {
  readonly path: string;
  readonly value: unknown;
  /** Part of a burst of typing (an autosave may wait for the burst to end). */
  readonly typing: boolean;
}

export interface SchemaFormProps {
  /** An object schema: a document's data (menu, footer, pop-ups…) or any block's. */
  readonly schema: z.ZodObject;
  readonly value: Readonly<Record<string, unknown>>;
  /** Called on every edit with the whole next value (never changed in place) and what changed. */
  readonly onChange: (next: Record<string, unknown>, change: SchemaFormChange) => void;
  /** Labels, help, widgets and hidden fields, by top-level field (a block definition's `fields`). */
  readonly hints?: Readonly<Partial<Record<string, FieldHint>>>;
  readonly t: Translate;
  /** Names the form (a heading's id). */
  readonly 'aria-labelledby'?: string;
  /** Warnings by field path (`seo.description`), under their fields: they never block a save or a publish. */
  readonly warnings?: ReadonlyMap<string, readonly string[]>;
}

/**
 * A form generated from a zod object schema, for documents without sections (menu, footer, pop-ups, a page's SEO
 * settings): the same widgets, inline validation and problem list as the inspector's block form.
 *
 * @example <SchemaForm schema={footerSchema} value={data} onChange={(next) => setData(next)} t={t} />
 */
export function SchemaForm({ schema, value, onChange, hints, t, 'aria-labelledby': labelledBy, warnings }: SchemaFormProps) {
  // The value the next edit starts from: the last one given, or the last one this form made (two edits in one event).
  const latest = useRef(value);
  // The caller's latest onChange, so `change` (in every field's context) stays the same function: a new one would
  // render every field again on each keystroke.
  const report = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = value;
    report.current = onChange;
  }, [value, onChange]);
  const issues = useMemo(() => schemaIssues(schema, value, t), [schema, value, t]);
  const labelOf = useMemo(() => pathLabel(schema, hints), [schema, hints]);
  const change: ChangeField = useCallback((path, next, options) => {
    const updated = withValueAt(latest.current, path, next) as Record<string, unknown>;
    if (next === undefined && !path.includes('.')) delete updated[path];
    latest.current = updated;
    report.current(updated, { path, value: next, typing: options?.typing ?? false });
  }, []);
  return (
    <FormShell t={t} change={change} issues={issues} warnings={warnings}>
      {(idBase) => (
        <div className="ts-inspector ts-inspector__form" role="group" aria-labelledby={labelledBy}>
          <IssueSummary t={t} issues={issues} idBase={idBase} labelOf={labelOf} />
          <FormFields schema={schema} value={value} hints={hints} />
        </div>
      )}
    </FormShell>
  );
}
