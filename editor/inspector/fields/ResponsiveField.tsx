import { useState } from 'react';
import { breakpoints, type Breakpoint } from '../../../schemas';
import { modelOf } from '../field-model';
import { fieldId, join, useForm } from '../form-context';
import { Tabs } from '../Tabs';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { FieldView } from './FieldView';
import { useFieldMeta } from './use-field-meta';

const SCALARS: ReadonlySet<string> = new Set(['text', 'number', 'boolean', 'enum', 'color']);

const breakpointWords = {
  sm: 'editor.inspector.breakpoint.sm',
  md: 'editor.inspector.breakpoint.md',
  lg: 'editor.inspector.breakpoint.lg',
} as const;

/**
 * A value per breakpoint (`{ sm, md, lg }`; an unset breakpoint takes the smaller one's). Small values side by side in
 * three columns; pictures and groups of settings as Small, Medium and Large tabs, each marked when unset or invalid.
 */
export function ResponsiveField({ path, label, help, value, model }: FieldProps<ModelOf<'responsive'>>) {
  const { t, issues, idBase } = useForm();
  const meta = useFieldMeta(path, help);
  const [active, setActive] = useState<Breakpoint>('sm');
  const inner = modelOf(model.value);
  const values = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<Breakpoint, unknown>>;
  const field = (bp: Breakpoint) => (
    <FieldView path={join(path, bp)} label={t(breakpointWords[bp])} optional schema={model.value} model={inner} value={values[bp]} inherits />
  );
  if (SCALARS.has(inner.kind)) {
    return (
      <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group ts-inspector__group--columns" aria-describedby={meta.describedBy}>
        <legend className="ts-inspector__legend">{label}</legend>
        <FieldNotes meta={meta} help={help} />
        <div className="ts-inspector__columns">
          {breakpoints.map((bp) => (
            <div key={bp}>{field(bp)}</div>
          ))}
        </div>
      </fieldset>
    );
  }
  const invalid = (bp: Breakpoint) => [...issues.keys()].some((key) => key === join(path, bp) || key.startsWith(`${join(path, bp)}.`));
  const items = breakpoints.map((bp) => ({
    key: bp,
    label: t(breakpointWords[bp]),
    invalid: invalid(bp),
    status: invalid(bp) ? t('editor.inspector.hasProblems') : values[bp] === undefined ? t('editor.inspector.inherits') : undefined,
  }));
  return (
    <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__legend">{label}</legend>
      <FieldNotes meta={meta} help={help} />
      <Tabs
        label={t('editor.inspector.breakpoints', { label })}
        idBase={fieldId(idBase, path)}
        items={items}
        active={active}
        onSelect={(key) => setActive(key as Breakpoint)}
        panel={(key) => {
          const bp = key as Breakpoint;
          return (
            <>
              {values[bp] === undefined && bp !== 'sm' ? <p className="ts-inspector__note">{t('editor.inspector.inheritsNote')}</p> : null}
              {field(bp)}
            </>
          );
        }}
      />
    </fieldset>
  );
}
