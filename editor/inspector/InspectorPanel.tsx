import { useCallback, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { type Block, locate, updateProps } from '../core';
import { useEditorCore, useEditorState } from '../react/editor-context';
import type { Translate } from '../../runtime/core';
import { ContainerTabs } from './ContainerTabs';
import type { ChangeField } from './form-context';
import { FormFields, pathLabel } from './FormFields';
import { FormShell } from './FormShell';
import { IssueSummary } from './IssueSummary';
import { definitionOf } from './registry';
import { entryLists } from './slot-tabs';
import { blockIssues } from './validation';
import './inspector.css';

export interface InspectorPanelProps {
  readonly t: Translate;
  /**
   * Which of an experience's or segmentation's lists the canvas shows: the child slot path (`baselines`,
   * `variants.1.targets`), or null for what a shopper would get.
   */
  readonly onChoose: (blockId: string, slot: string | null) => void;
}

/**
 * The selected block's form (the first selected, when several are), generated from its registry schema and field
 * hints. Every edit is an `updateProps` action on the editor core (typing joins one undo step per burst); the block's
 * schema runs on every change and each problem shows beside its field — a draft may hold problems, publishing may not.
 */
export function InspectorPanel({ t, onChoose }: InspectorPanelProps) {
  const headingId = useId();
  const selection = useEditorState((state) => state.selection);
  const id = selection[0];
  const block = useEditorState((state) => (id === undefined ? undefined : locate(state.document, id)?.block));
  const [chosen, setChosen] = useState<Readonly<Record<string, string | null>>>({});
  const choose = useCallback(
    (blockId: string, slot: string | null) => {
      setChosen((before) => ({ ...before, [blockId]: slot }));
      onChoose(blockId, slot);
    },
    [onChoose],
  );
  return (
    <section className="ts-inspector" aria-labelledby={headingId}>
      <h2 id={headingId} className="ts-inspector__heading">
        {t('editor.inspector.title')}
      </h2>
      {block ? (
        <>
          {selection.length > 1 ? <p className="ts-inspector__note">{t('editor.inspector.several', { count: selection.length })}</p> : null}
          <BlockForm key={block.id} block={block} t={t} chosen={chosen[block.id] ?? null} onChoose={choose} />
        </>
      ) : (
        <p className="ts-inspector__empty">{t('editor.inspector.empty')}</p>
      )}
    </section>
  );
}

interface BlockFormProps {
  readonly block: Block;
  readonly t: Translate;
  readonly chosen: string | null;
  readonly onChoose: (blockId: string, slot: string | null) => void;
}

/** One block's form: its name and id, its problems, its fields, and a container's tabs. */
function BlockForm({ block, t, chosen, onChoose }: BlockFormProps) {
  const core = useEditorCore();
  const definition = definitionOf(block.type);
  const issues = useMemo(() => blockIssues(block, t), [block, t]);
  const change: ChangeField = useCallback(
    (path, value, options) => {
      core.run(updateProps(core.getState().document, block.id, { [path]: value }, { typing: options?.typing ?? false }));
    },
    [core, block.id],
  );
  const schema = definition?.schema;
  const object = schema instanceof z.ZodObject ? schema : undefined;
  const labelOf = useMemo(() => (object ? pathLabel(object, definition?.fields) : (path: string) => path), [object, definition]);
  const tabbed =
    definition && entryLists(definition).length > 0 ? new Set(definition.childSlots.map((slot) => slot.split('.')[0] ?? slot)) : undefined;
  return (
    <FormShell t={t} change={change} issues={issues}>
      {(idBase) => (
        <div className="ts-inspector__form">
          <p className="ts-inspector__block">
            <span className="ts-inspector__block-type">{definition?.label ?? block.type}</span>
            <code className="ts-inspector__block-id">{block.id}</code>
          </p>
          <IssueSummary t={t} issues={issues} idBase={idBase} labelOf={labelOf} />
          {!definition || !object ? (
            <p className="ts-inspector__note">{t('editor.inspector.unknownType', { type: block.type })}</p>
          ) : (
            <>
              <FormFields schema={object} value={block} hints={definition.fields} {...(tabbed ? { omit: tabbed } : {})} />
              {tabbed ? <ContainerTabs block={block} definition={definition} chosen={chosen} onChoose={(slot) => onChoose(block.id, slot)} /> : null}
            </>
          )}
        </div>
      )}
    </FormShell>
  );
}
