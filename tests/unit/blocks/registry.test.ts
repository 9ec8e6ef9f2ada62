import { describe, expect, it } from 'vitest';
import { blockSchemas } from '../../../schemas';
import { blockComponents, blockDefinitions, blockLoaders, createBlockComponents } from '../../../block-registry';

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
