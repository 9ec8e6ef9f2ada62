import { useState } from 'react';
import { type Block, valueAt } from '../core';
import { fieldId, useForm } from './form-context';
import { BlocksNote } from './fields/BlocksNote';
import { FieldList } from './fields/FieldList';
import type { InspectedDefinition } from './registry';
import { type EntryList, entryLists, newEntry, type SlotTab, slotTabs } from './slot-tabs';
import { Tabs } from './Tabs';

interface ContainerTabsProps {
  readonly block: Block;
  readonly definition: InspectedDefinition;
  /** The slot the canvas shows for this block, or null for what shoppers would get. */
  readonly chosen: string | null;
  readonly onChoose: (slot: string | null) => void;
}

/**
 * An experience's baseline and variants, a segmentation's segments and baseline, as tabs: each edits its entry's own
 * fields (name, variant id, audience…), counts its blocks (arranged in the outline) and can be shown in the canvas.
 */
export function ContainerTabs({ block, definition, chosen, onChoose }: ContainerTabsProps) {
  const { t, change, issues, idBase, announce } = useForm();
  const tabs = slotTabs(block, definition, t);
  const lists = entryLists(definition);
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];
  const invalid = (tab: SlotTab) => [...issues.keys()].some((path) => path === tab.key || path.startsWith(`${tab.key}.`));

  const add = (list: EntryList) => {
    const entries = Array.isArray(block[list.root]) ? (block[list.root] as unknown[]) : [];
    change(list.root, [...entries, newEntry(definition, list, entries)]);
    setActive(`${list.root}.${entries.length}`);
    announce(t('editor.inspector.slots.added', { label: list.label }));
  };
  const remove = (tab: SlotTab) => {
    if (!tab.entry) return;
    const entries = block[tab.entry.root] as unknown[];
    change(
      tab.entry.root,
      entries.filter((_, i) => i !== tab.entry?.index),
    );
    if (chosen?.startsWith(`${tab.entry.root}.`)) onChoose(null);
    setActive(tabs[0]?.key ?? '');
    announce(t('editor.inspector.slots.removed', { name: tab.label }));
  };

  const panel = (key: string) => {
    const tab = tabs.find((candidate) => candidate.key === key);
    if (!tab) return null;
    const shown = chosen === tab.slot;
    return (
      <>
        {tab.entry ? (
          <FieldList schema={tab.entry.schema} path={tab.entry.path} value={valueAt(block, tab.entry.path)} omit={new Set([tab.entry.field])} />
        ) : null}
        <BlocksNote
          path={tab.slot}
          label={t('editor.inspector.slots.blocks')}
          optional
          schema={definition.schema}
          model={{ kind: 'blocks' }}
          value={valueAt(block, tab.slot)}
        />
        <span className="ts-inspector__row">
          <button type="button" className="ts-inspector__button" aria-pressed={shown} onClick={() => onChoose(shown ? null : tab.slot)}>
            {t('editor.inspector.slots.show')}
          </button>
          {tab.entry ? (
            <button type="button" className="ts-inspector__button ts-inspector__button--quiet" onClick={() => remove(tab)}>
              {t('editor.inspector.slots.remove', { name: tab.label })}
            </button>
          ) : null}
        </span>
      </>
    );
  };

  return (
    <section className="ts-inspector__slots" aria-labelledby={fieldId(idBase, 'slots', 'heading')}>
      <h3 id={fieldId(idBase, 'slots', 'heading')} className="ts-inspector__subheading">
        {t('editor.inspector.slots.heading')}
      </h3>
      {current ? (
        <Tabs
          label={t('editor.inspector.slots.heading')}
          idBase={fieldId(idBase, 'slots')}
          items={tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            invalid: invalid(tab),
            status:
              [chosen === tab.slot ? t('editor.inspector.slots.shown') : '', invalid(tab) ? t('editor.inspector.hasProblems') : '']
                .filter(Boolean)
                .join(', ') || undefined,
          }))}
          active={current.key}
          onSelect={setActive}
          panel={panel}
        />
      ) : null}
      <span className="ts-inspector__row">
        {lists.map((list) => (
          <button key={list.root} type="button" className="ts-inspector__button" onClick={() => add(list)}>
            {t('editor.inspector.list.add', { label: list.label })}
          </button>
        ))}
      </span>
    </section>
  );
}
