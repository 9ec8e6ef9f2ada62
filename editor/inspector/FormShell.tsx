import { type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import type { Translate } from '../../runtime/core';
import { type ChangeField, FormContext } from './form-context';
import type { FieldIssue } from './validation';

interface FormShellProps {
  readonly t: Translate;
  readonly change: ChangeField;
  readonly issues: readonly FieldIssue[];
  /** Warnings by path, shown under their fields (the caller keeps the map's identity while they stay the same). */
  readonly warnings?: ReadonlyMap<string, readonly string[]> | undefined;
  readonly children: (idBase: string) => ReactNode;
}

const NO_WARNINGS: ReadonlyMap<string, readonly string[]> = new Map();

/** The context every field reads (words, problems and warnings by path, how to change a value) and the form's live region. */
export function FormShell({ t, change, issues, warnings = NO_WARNINGS, children }: FormShellProps) {
  const idBase = `ts-form${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [said, setSaid] = useState('');
  const announce = useCallback((message: string) => setSaid(message), []);
  // Keyed by what the problems say, not by the list's identity: typing that changes no problem re-renders no field.
  const signature = issues.map(({ path, message }) => `${path}\u0000${message}`).join('\u0001');
  const byPath = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const entry of signature ? signature.split('\u0001') : []) {
      const [path = '', message = ''] = entry.split('\u0000');
      map.set(path, [...(map.get(path) ?? []), message]);
    }
    return map;
  }, [signature]);
  const value = useMemo(() => ({ t, change, issues: byPath, warnings, idBase, announce }), [t, change, byPath, warnings, idBase, announce]);
  return (
    <FormContext.Provider value={value}>
      {children(idBase)}
      <p role="status" className="ts-visually-hidden">
        {said}
      </p>
    </FormContext.Provider>
  );
}
