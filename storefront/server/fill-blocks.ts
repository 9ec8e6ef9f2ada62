import { blockDefinitions } from '../../block-registry';
import type { ServerFillContext } from '../../block-registry';
import type { Logger, ResolvedBlock, ResolvedPage } from '../../runtime/core';

export interface FillContext extends Omit<ServerFillContext, 'pageKey'> {
  readonly log: Pick<Logger, 'warn'>;
}

type Fill = (block: ResolvedBlock, context: ServerFillContext) => Promise<ResolvedBlock>;

/**
 * The server fills of the block definitions, by type. A resolved block passed its type's schema, so it is
 * the block its type's fill expects.
 */
const fills = new Map<string, Fill>(
  Object.values(blockDefinitions).flatMap((definition) =>
    definition.fillOnServer ? [[definition.type, definition.fillOnServer as unknown as Fill]] : [],
  ),
);

/** A failed fill is only logged (spec 001 §8): the block renders without what it would have added. */
async function fill(block: ResolvedBlock, run: Fill, context: ServerFillContext, log: FillContext['log']): Promise<ResolvedBlock> {
  try {
    return await run(block, context);
  } catch (error) {
    log.warn({ err: error, blockId: block.id, type: block.type }, 'server fill failed: block rendered without it');
    return block;
  }
}

/**
 * The page with the data its top-level blocks' definitions fill in on the server (`fillOnServer`, e.g. an
 * article grid's first page), so the server HTML holds it. Pages without such blocks are returned as they are.
 */
export async function fillBlocks(page: ResolvedPage, { log, ...api }: FillContext): Promise<ResolvedPage> {
  if (!page.sections.some((s) => s.items.some((block) => fills.has(block.type)))) return page;
  const context: ServerFillContext = { ...api, pageKey: page.key };
  const sections = await Promise.all(
    page.sections.map(async (section) => ({
      ...section,
      items: await Promise.all(
        section.items.map((block) => {
          const run = fills.get(block.type);
          return run ? fill(block, run, context, log) : Promise.resolve(block);
        }),
      ),
    })),
  );
  return { ...page, sections };
}
