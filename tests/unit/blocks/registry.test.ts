import { describe, expect, it } from 'vitest';
import { blockSchemas, blockTypes, childSlots } from '../../../schemas';
import { blockComponents, blockDefinitions, blockLoaders, createBlockComponents, staticBlockTypes } from '../../../block-registry';
import { blockFolders, staleBlockIndexFiles } from '../../../scripts/block-index';

describe('block registry', () => {
  it('has a loader and a definition for every content type, and nothing else', () => {
    const types = Object.keys(blockSchemas).sort();
    expect(Object.keys(blockLoaders).sort()).toEqual(types);
    expect(Object.keys(blockDefinitions).sort()).toEqual(types);
    for (const [type, definition] of Object.entries(blockDefinitions)) {
      expect(definition.type).toBe(type);
      expect(definition.schema).toBe(blockSchemas[type as keyof typeof blockSchemas]);
      // Palette defaults must be valid blocks once they get an id.
      expect(definition.schema.safeParse({ id: 'new', ...definition.defaults }).success).toBe(true);
    }
  });

  it('the generated index is up to date with the block folders (else run `npm run blocks`)', async () => {
    expect(await staleBlockIndexFiles()).toEqual([]);
  });

  it('takes its lists from the definitions: types, child slots, static types, one folder per block', () => {
    const definitions = Object.values(blockDefinitions);
    expect([...blockTypes].sort()).toEqual(definitions.map((d) => d.type).sort());
    expect(childSlots).toEqual(Object.fromEntries(definitions.flatMap((d) => (d.childSlots ? [[d.type, d.childSlots]] : []))));
    expect(childSlots.collection).toEqual(['items']);
    expect([...staticBlockTypes].sort()).toEqual(
      definitions
        .filter((d) => 'static' in d && d.static)
        .map((d) => d.type)
        .sort(),
    );
    expect(staticBlockTypes.has('hero')).toBe(true);
    expect(blockFolders()).toContain('promo-bar');
  });

  it.each(Object.keys(blockDefinitions))('%s: the loader imports the component its definition names', async (type) => {
    const definition = blockDefinitions[type as keyof typeof blockDefinitions];
    const [fromDefinition, fromLoader] = await Promise.all([definition.component(), blockLoaders[definition.type]()]);
    expect(typeof fromLoader.default).toBe('function');
    expect(fromLoader.default).toBe(fromDefinition.default);
  });

  it('loads components on demand, once, and ignores unknown types', async () => {
    expect(blockComponents.get('promoBar')).toBeUndefined();
    await blockComponents.load(['promoBar', 'nonsense']);
    expect(typeof blockComponents.get('promoBar')).toBe('function');
    expect(blockComponents.get('nonsense')).toBeUndefined();
  });

  it('shares one request between concurrent loads and retries after a failure', async () => {
    let calls = 0;
    const Component = () => null;
    const source = createBlockComponents({
      flaky: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Component });
      },
    });
    await expect(source.load(['flaky'])).rejects.toThrow('offline');
    await Promise.all([source.load(['flaky']), source.load(['flaky'])]);
    expect(calls).toBe(2);
    expect(source.get('flaky')).toBe(Component);
  });
});
