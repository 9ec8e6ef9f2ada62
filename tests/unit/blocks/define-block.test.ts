import type { ComponentType } from 'react';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineBlock } from '../../../block-registry';
import type { BlockLoader, BlockProps } from '../../../block-registry';
import { heroSchema } from '../../../schemas';
import type { ArticleGridBlock, BlockOf, HeroBlock } from '../../../schemas';
import { blockLoaders } from '../../../block-registry';

// Type-level checks: `npm run typecheck` fails when a `@ts-expect-error` below stops being an error.
const Hero = ({ block }: BlockProps<HeroBlock>) => block.title ?? null;
const ReadsMissingField = ({ block }: BlockProps<HeroBlock & { price: number }>) => String(block.price);
const module =
  <P>(component: ComponentType<P>) =>
  () =>
    Promise.resolve({ default: component });

describe('defineBlock and the loaders are typed by the schema', () => {
  it('accepts a component of the schema’s block, and refuses one that reads a field the schema lacks', () => {
    const hero = defineBlock({ type: 'hero', label: 'Hero', schema: heroSchema, component: module(Hero), defaults: { type: 'hero' } });
    expect(hero.type).toBe('hero');
    defineBlock({
      type: 'hero',
      label: 'Hero',
      schema: heroSchema,
      // @ts-expect-error: `price` is not a field of the hero schema
      component: module(ReadsMissingField),
      defaults: { type: 'hero' },
    });
    // @ts-expect-error: the type is the schema's literal
    defineBlock({ type: 'banner', label: 'Hero', schema: heroSchema, component: module(Hero), defaults: { type: 'hero' } });
    defineBlock({
      type: 'hero',
      label: 'Hero',
      schema: heroSchema,
      component: module(Hero),
      // @ts-expect-error: editor fields are the schema's fields
      fields: { price: { label: 'Price' } },
      defaults: { type: 'hero' },
    });
  });

  it('lets a server fill add fields, which the component then reads as optional', () => {
    const withFill = defineBlock({
      type: 'hero',
      label: 'Hero',
      schema: heroSchema,
      component: module(({ block }: BlockProps<HeroBlock & { readonly note?: string }>) => block.note ?? null),
      defaults: { type: 'hero' },
      fillOnServer: (block) => Promise.resolve({ ...block, note: 'filled' }),
    });
    expectTypeOf(withFill.fillOnServer).toExtend<((block: HeroBlock, context: never) => Promise<HeroBlock & { note: string }>) | undefined>();
  });

  it('gives every loader the props of its own type’s schema', () => {
    expectTypeOf(blockLoaders.hero).toExtend<BlockLoader<'hero'>>();
    expectTypeOf<Awaited<ReturnType<typeof blockLoaders.articleGrid>>['default']>().toExtend<ComponentType<BlockProps<ArticleGridBlock>>>();
    expectTypeOf<BlockOf<'articleGrid'>>().toEqualTypeOf<ArticleGridBlock>();
    // A loader whose component reads a field its type's schema lacks is not a loader of that type.
    expectTypeOf(module(ReadsMissingField)).not.toExtend<BlockLoader<'hero'>>();
    expectTypeOf(module(Hero)).toExtend<BlockLoader<'hero'>>();
  });
});
