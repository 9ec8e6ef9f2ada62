import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { blockDefinitions } from '../../../../block-registry';
import { type FieldEntry, fieldsOf, type FieldModel, modelOf } from '../../../../editor/inspector';
import { emptyValue } from '../../../../editor/inspector/empty-value';
import { humanize } from '../../../../editor/inspector/humanize';
import { text } from '../../../../schemas';

const definitions = Object.values(blockDefinitions);
const modelsOf = (schema: z.ZodType) => fieldsOf(schema as z.ZodObject);

/** Every model reachable from a field, to a depth (a recursive schema such as the mega menu's columns stops there). */
function reachable(model: FieldModel, depth = 0): FieldModel[] {
  if (depth > 4) return [model];
  const nested = (schema: z.ZodObject) => fieldsOf(schema).flatMap((entry) => reachable(entry.model, depth + 1));
  switch (model.kind) {
    case 'object':
    case 'image':
      return [model, ...nested(model.schema)];
    case 'list':
      return [model, ...reachable(modelOf(model.item), depth + 1)];
    case 'responsive':
      return [model, ...reachable(modelOf(model.value), depth + 1)];
    case 'variants':
      return [model, ...model.options.flatMap((option) => nested(option.schema))];
    case 'union':
      return [model, ...model.options.flatMap((option) => reachable(modelOf(option), depth + 1))];
    default:
      return [model];
  }
}

const byName = (entries: readonly FieldEntry[], name: string) => {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`no field ${name}`);
  return entry;
};

describe('the field model of every registry block', () => {
  it.each(definitions.map((definition) => [definition.type, definition] as const))(
    '%s: every field gets a widget, nested ones too',
    (_type, definition) => {
      const entries = fieldsOf(definition.schema, definition.fields);
      expect(entries.length).toBeGreaterThan(0);
      // The identity is never a form field.
      expect(entries.map((entry) => entry.name)).not.toContain('id');
      expect(entries.map((entry) => entry.name)).not.toContain('type');
      const kinds = entries.flatMap((entry) => reachable(entry.model)).map((model) => model.kind);
      // Every registry field has a real widget: none falls back to raw JSON.
      expect(kinds).not.toContain('json');
      expect(kinds.length).toBeGreaterThanOrEqual(entries.length);
    },
  );

  it('maps the hero: text, rich text, colour, media per breakpoint, targets, per-breakpoint spacing, breakpoint choices', () => {
    const { hero } = blockDefinitions;
    const entries = fieldsOf(hero.schema, hero.fields);
    expect(byName(entries, 'title')).toMatchObject({ label: 'Title', optional: true, model: { kind: 'text', multiline: false } });
    expect(byName(entries, 'richText').model.kind).toBe('richtext');
    // Rich text by the runtime's list of HTML fields, without a hint.
    expect(byName(entries, 'subtitleHtml').model.kind).toBe('richtext');
    expect(byName(entries, 'backgroundColor').model.kind).toBe('color');
    const media = byName(entries, 'media');
    expect(media).toMatchObject({ label: 'Image per breakpoint', model: { kind: 'responsive' } });
    expect(media.model.kind === 'responsive' && modelOf(media.model.value).kind).toBe('image');
    expect(byName(entries, 'targets').model).toMatchObject({ kind: 'list', targets: true });
    const margins = byName(entries, 'bottomMargins').model;
    expect(margins.kind === 'responsive' && modelOf(margins.value)).toMatchObject({ kind: 'enum', options: ['none', 'sm', 'md', 'lg', 'xl'] });
    expect(byName(entries, 'hideOnBreakpoint').model).toEqual({ kind: 'choices', options: ['sm', 'md', 'lg'] });
    expect(byName(entries, 'colours')).toMatchObject({ label: 'Colours', model: { kind: 'object' } });
    expect(byName(entries, 'isFullWidth').model.kind).toBe('boolean');
    expect(byName(entries, 'gradientStyle')).toMatchObject({ help: 'full covers 35% of the height, focused 50%.', model: { kind: 'enum' } });
  });

  it('maps numbers with their bounds, defaults, dates, unions, discriminated unions and child slots', () => {
    const popup = fieldsOf(blockDefinitions.popup.schema);
    expect(byName(popup, 'delay')).toMatchObject({ optional: true, fallback: 2000, model: { kind: 'number', min: 0, max: 120_000, integer: true } });
    expect(byName(fieldsOf(blockDefinitions.articlePage.schema), 'date').model).toMatchObject({ kind: 'text', format: 'date' });
    const icon = byName(fieldsOf(blockDefinitions.iconAndText.schema), 'items').model;
    const itemModel = icon.kind === 'list' ? modelOf(icon.item) : undefined;
    const iconField = itemModel?.kind === 'object' ? byName(fieldsOf(itemModel.schema), 'icon') : undefined;
    expect(iconField?.model.kind).toBe('union');
    const filter = byName(fieldsOf(blockDefinitions.userGeneratedContent.schema), 'filter').model;
    expect(filter.kind === 'variants' && filter.options.map((option) => option.value)).toEqual(['brand', 'streams', 'category', 'product']);
    const experience = fieldsOf(blockDefinitions.experience.schema, blockDefinitions.experience.fields);
    expect(byName(experience, 'baselines').model.kind).toBe('blocks');
    expect(byName(experience, 'variants').model.kind).toBe('list');
    const breakpoints = byName(fieldsOf(blockDefinitions.collection.schema), 'breakpoints').model;
    expect(breakpoints.kind === 'responsive' && modelOf(breakpoints.value).kind).toBe('object');
  });

  it('labels a field by its hint, else by its name', () => {
    expect(humanize('backgroundColor')).toBe('Background color');
    expect(humanize('hideOnBreakpoint')).toBe('Hide on breakpoint');
    expect(humanize('promotionTracking')).toBe('Promotion tracking');
    expect(humanize('ctaURL')).toBe('Cta URL');
    expect(humanize('seo')).toBe('SEO');
    expect(modelsOf(z.object({ a_b: text() }))[0]?.label).toBe('A b');
  });

  it('starts new list items with their required fields and a fresh id', () => {
    const menu = fieldsOf(blockDefinitions.megaMenu.schema, blockDefinitions.megaMenu.fields);
    const items = byName(menu, 'items').model;
    const fresh = items.kind === 'list' ? (emptyValue(items.item) as Record<string, unknown>) : {};
    expect(fresh).toMatchObject({ title: '', menuStyle: 'default', titleVisibility: 'always' });
    expect(fresh.id).toMatch(/^item-\w{12}$/);
    const target = byName(fieldsOf(blockDefinitions.hero.schema), 'targets').model;
    expect(target.kind === 'list' && emptyValue(target.item)).toEqual({ url: '', text: '', targetAttribute: '_self' });
  });
});
