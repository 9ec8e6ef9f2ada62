import type { FieldMeta } from './use-field-meta';

/** A field's help, problems and warnings, under the control (the control names them in `aria-describedby`). */
export function FieldNotes({ meta, help }: { readonly meta: FieldMeta; readonly help?: string | undefined }) {
  return (
    <>
      {help ? (
        <p id={meta.helpId} className="ts-inspector__help">
          {help}
        </p>
      ) : null}
      {meta.messages.length > 0 ? (
        <p id={meta.issueId} className="ts-inspector__issue">
          {meta.messages.join(' · ')}
        </p>
      ) : null}
      {meta.warnings.length > 0 ? (
        <div id={meta.warningId} className="ts-inspector__warning">
          {meta.warnings.map((warning) => (
            <p key={warning}>{warning}</p>
          ))}
        </div>
      ) : null}
    </>
  );
}
