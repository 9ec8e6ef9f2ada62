import { MoveDownIcon, MoveUpIcon, RemoveIcon } from '../../icons';
import { emptyValue } from '../empty-value';
import { modelOf } from '../field-model';
import { fieldId, join, useForm } from '../form-context';
import type { FieldProps, ModelOf } from './field-props';
import { FieldNotes } from './FieldNotes';
import { FieldView } from './FieldView';
import { itemSummary } from './item-summary';
import { useFieldMeta } from './use-field-meta';

/** Focuses an element by id once React has shown the change (the moved item's button, the next item). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * A list (buttons, links, ids): each item with its own fields, moved up or down, removed, and new ones added at the
 * end. Focus follows the item moved; each change is announced.
 */
export function ListField({ path, label, help, optional, value, model }: FieldProps<ModelOf<'list'>>) {
  const { change, t, idBase, announce } = useForm();
  const meta = useFieldMeta(path, help);
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const itemModel = modelOf(model.item);
  const names = items.map((item, i) => itemSummary(item) ?? t('editor.inspector.list.item', { n: i + 1 }));
  const set = (next: unknown[]) => change(path, next.length === 0 && optional ? undefined : next);
  const move = (from: number, to: number, button: 'up' | 'down') => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    set(next);
    announce(t('editor.inspector.list.moved', { item: names[from] ?? '', position: to + 1, count: items.length }));
    const stay = (button === 'up' && to === 0) || (button === 'down' && to === items.length - 1);
    focusSoon(fieldId(idBase, join(path, to), stay ? (button === 'up' ? 'down' : 'up') : button));
  };
  const remove = (at: number) => {
    set(items.filter((_, i) => i !== at));
    announce(t('editor.inspector.list.removed', { item: names[at] ?? '' }));
    focusSoon(items.length > 1 ? fieldId(idBase, join(path, Math.min(at, items.length - 2)), 'remove') : fieldId(idBase, path, 'add'));
  };
  const add = () => {
    set([...items, emptyValue(model.item)]);
    announce(t('editor.inspector.list.added', { position: items.length + 1 }));
  };
  const scalar = itemModel.kind !== 'object' && itemModel.kind !== 'image' && itemModel.kind !== 'variants';
  return (
    <fieldset id={meta.id} tabIndex={-1} className="ts-inspector__group" aria-describedby={meta.describedBy}>
      <legend className="ts-inspector__legend">{label}</legend>
      <FieldNotes meta={meta} help={help} />
      {items.length === 0 ? <p className="ts-inspector__note">{t('editor.inspector.list.empty')}</p> : null}
      <ol className="ts-inspector__list">
        {items.map((item, i) => (
          <li key={i} className={`ts-inspector__item${scalar ? ' ts-inspector__item--scalar' : ''}`}>
            <FieldView
              path={join(path, i)}
              label={scalar ? t('editor.inspector.list.item', { n: i + 1 }) : (names[i] ?? '')}
              optional={false}
              schema={model.item}
              model={itemModel}
              value={item}
            />
            <span className="ts-inspector__row ts-inspector__item-actions">
              <button
                type="button"
                id={fieldId(idBase, join(path, i), 'up')}
                className="ts-inspector__icon-button"
                disabled={i === 0}
                aria-label={t('editor.inspector.list.moveUp', { item: names[i] ?? '' })}
                onClick={() => move(i, i - 1, 'up')}
              >
                <MoveUpIcon />
              </button>
              <button
                type="button"
                id={fieldId(idBase, join(path, i), 'down')}
                className="ts-inspector__icon-button"
                disabled={i === items.length - 1}
                aria-label={t('editor.inspector.list.moveDown', { item: names[i] ?? '' })}
                onClick={() => move(i, i + 1, 'down')}
              >
                <MoveDownIcon />
              </button>
              <button
                type="button"
                id={fieldId(idBase, join(path, i), 'remove')}
                className="ts-inspector__icon-button"
                aria-label={t('editor.inspector.list.remove', { item: names[i] ?? '' })}
                onClick={() => remove(i)}
              >
                <RemoveIcon />
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" id={fieldId(idBase, path, 'add')} className="ts-inspector__button" onClick={add}>
        {t('editor.inspector.list.add', { label })}
      </button>
    </fieldset>
  );
}
