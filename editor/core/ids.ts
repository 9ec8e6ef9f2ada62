import { type Block, isBlock } from '../../preview-bridge';

/** A new block id: the type, then random letters (ids only need to be unique within a document). */
export function newBlockId(type: string): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  return `${type}-${random}`;
}

/** A deep copy of a block with new ids for it and every block inside it (a duplicate or a paste never shares ids). */
export function withFreshIds(block: Block, idOf: (type: string) => string = newBlockId): Block {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, copy(child)] as const);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return isBlock(value) ? { ...object, id: idOf(value.type) } : object;
  };
  return copy(block) as Block;
}
