import { useCallback, useId, useMemo } from 'react';
import type { ComponentType } from 'react';
import type { Translate } from '../../runtime/core';
import { settingsOf, updateSettings } from '../core';
import type { DocumentForm, SchemaFormProps } from '../inspector';
import { useEditorCore, useEditorState } from '../react/editor-context';
import { type DescribedDocument, descriptionWarnings } from './description-warnings';

export interface DocumentSettingsProps {
  readonly t: Translate;
  /** The form of the document's own data (a page's SEO settings): `documentForm(docType)`. */
  readonly form: DocumentForm;
  readonly SchemaForm: ComponentType<SchemaFormProps>;
  /**
   * The site's other pages with their meta descriptions (`loadSiteDescriptions`): the description field warns when
   * it says what one of them says. Without them it warns only about the length.
   */
  readonly others?: readonly DescribedDocument[];
}

const NO_OTHERS: readonly DescribedDocument[] = [];
const DESCRIPTION = 'seo.description';

/**
 * The page's own settings (title, description, no-index for search engines), shown in the inspector's column while no
 * block is selected. Every edit is an `updateSettings` action on the editor core, so it autosaves, reaches the
 * preview, and undoes and redoes with the block edits (a burst of typing is one step). The description warns, under
 * the field, when another page of the site already uses it or when it is longer than search engines show.
 */
export function DocumentSettings({ t, form, SchemaForm, others = NO_OTHERS }: DocumentSettingsProps) {
  const headingId = useId();
  const core = useEditorCore();
  const nothingSelected = useEditorState((state) => state.selection.length === 0);
  const document = useEditorState((state) => state.document);
  const settings = useMemo(() => settingsOf(document), [document]);
  const description = (settings.seo as { description?: unknown } | undefined)?.description;
  const warned = useMemo(() => descriptionWarnings(description, others, t), [description, others, t]);
  // The same map while the words stay the same: a new one would render every field again on each keystroke.
  const signature = warned.join('\u0000');
  const warnings = useMemo(() => new Map(signature ? [[DESCRIPTION, signature.split('\u0000')]] : []), [signature]);
  const change = useCallback<SchemaFormProps['onChange']>(
    (next, { path, typing }) => {
      const field = path.split('.')[0] ?? path;
      core.run(updateSettings(core.getState().document, { [field]: next[field] }, { typing }));
    },
    [core],
  );
  if (!nothingSelected) return null;
  return (
    <section className="ts-inspector ts-ed-settings" aria-labelledby={headingId}>
      <h2 id={headingId} className="ts-inspector__heading">
        {t('editor.settings.title')}
      </h2>
      <SchemaForm
        schema={form.schema}
        {...(form.hints ? { hints: form.hints } : {})}
        value={settings}
        onChange={change}
        t={t}
        aria-labelledby={headingId}
        warnings={warnings}
      />
    </section>
  );
}
