/**
 * The registry's lists, derived from the block folders: every `block-registry/<folder>/definition.ts` exports
 * one `defineBlock(...)` per content type it holds (named as the type), its zod schema is `<type>Schema` in
 * the folder's `schema.ts`, its component the default export of `<Type>.tsx`, and its CSS every `*.css` of the
 * folder. The server runs without a bundler (no `import.meta.glob`), so the lists are written out as files;
 * `npm run blocks` rewrites them and a unit test fails while they are out of date.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = resolve(import.meta.dirname, '..');
const registry = join(root, 'block-registry');

/** One content type as the generated files need it. */
interface BlockEntry {
  readonly type: string;
  readonly folder: string;
  readonly component: string;
  readonly schemaName: string;
  readonly childSlots: readonly string[];
  readonly isStatic: boolean;
}

interface DefinitionLike {
  readonly type: string;
  readonly schema: unknown;
  readonly childSlots?: readonly string[];
  readonly static?: true;
}

const isDefinition = (value: unknown): value is DefinitionLike =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' && 'schema' in value && 'component' in value;

const HEADER = "// Written by `npm run blocks` from the block folders' definitions: edit those, not this file.\n";

/** Folders of block-registry that hold a block (have a definition.ts), in name order. */
export const blockFolders = (): string[] =>
  readdirSync(registry, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(registry, entry.name, 'definition.ts')))
    .map((entry) => entry.name)
    .sort();

async function entriesOf(folder: string): Promise<BlockEntry[]> {
  const definitions = (await import(pathToFileURL(join(registry, folder, 'definition.ts')).href)) as Record<string, unknown>;
  const schemas = (await import(pathToFileURL(join(registry, folder, 'schema.ts')).href)) as Record<string, unknown>;
  const entries = Object.entries(definitions)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([name, definition]): BlockEntry[] => {
      if (!isDefinition(definition)) return [];
      const where = `block-registry/${folder}/definition.ts`;
      if (definition.type !== name) throw new Error(`${where}: export ${name} defines type "${definition.type}"; name the export as the type`);
      const schemaName = `${name}Schema`;
      if (schemas[schemaName] !== definition.schema) throw new Error(`${where}: ${name}'s schema is not ${schemaName} of ./schema.ts`);
      const component = name[0]!.toUpperCase() + name.slice(1);
      if (!existsSync(join(registry, folder, `${component}.tsx`))) throw new Error(`${where}: no ${component}.tsx beside it for ${name}`);
      return [{ type: name, folder, component, schemaName, childSlots: definition.childSlots ?? [], isStatic: definition.static === true }];
    });
  if (entries.length === 0) throw new Error(`block-registry/${folder}/definition.ts defines no block`);
  return entries;
}

const list = (items: readonly string[]) => `[${items.map((item) => `'${item}'`).join(', ')}]`;

/** Every generated file by its path from the repository root, with the text it must hold. */
export async function blockIndexFiles(): Promise<Record<string, string>> {
  const folders = blockFolders();
  const blocks = (await Promise.all(folders.map(entriesOf))).flat();
  const types = blocks.map((block) => block.type);
  const byFolder = folders.map((folder) => ({ folder, blocks: blocks.filter((block) => block.folder === folder) }));
  const containers = new Set(blocks.filter((block) => block.childSlots.length > 0).map((block) => block.folder));
  // Containers' styles come last, so a container may restyle the blocks it holds (a hero in a collection's slide).
  const styled = [...folders.filter((folder) => !containers.has(folder)), ...folders.filter((folder) => containers.has(folder))];

  const kinds = `${HEADER}
/** Every content type, one per block definition. */
export const blockTypes = ${list(types)} as const;

/** Fields of container blocks that hold child blocks (dotted paths reach into lists). */
export const childSlots: Partial<Record<(typeof blockTypes)[number], readonly string[]>> = {
${blocks
  .filter((block) => block.childSlots.length > 0)
  .map((block) => `  ${block.type}: ${list(block.childSlots)},\n`)
  .join('')}};
`;

  const schemas = `${HEADER}import type { z } from 'zod';
${byFolder.map(({ folder, blocks: held }) => `import { ${held.map((block) => block.schemaName).join(', ')} } from '../../block-registry/${folder}/schema';\n`).join('')}import type { BlockType } from './block-kinds';

${folders.map((folder) => `export * from '../../block-registry/${folder}/schema';\n`).join('')}
/** Every content type's schema, by block type. The runtime validates each stored block against this map. */
export const blockSchemas = {
${blocks.map((block) => `  ${block.type}: ${block.schemaName},\n`).join('')}} satisfies Record<BlockType, z.ZodType<{ id: string; type: string }>>;
`;

  const loaders = `${HEADER}import type { BlockType } from '../schemas';
import type { BlockLoader } from './block-loader';

/**
 * One dynamic import per content type, so each block's code (and its heavy dependencies such as the carousel)
 * is fetched only on pages that use it. No zod here: this file is in the first-load bundle.
 */
export const blockLoaders = {
${blocks.map((block) => `  ${block.type}: () => import('./${block.folder}/${block.component}'),\n`).join('')}} satisfies { readonly [T in BlockType]: BlockLoader<T> };

/** Types whose definition is \`static\`: the storefront never fetches their code to hydrate them. */
export const staticBlockTypes: ReadonlySet<BlockType> = new Set<BlockType>(${list(blocks.filter((block) => block.isStatic).map((block) => block.type))});
`;

  const definitions = `${HEADER}${byFolder.map(({ folder, blocks: held }) => `import { ${held.map((block) => block.type).join(', ')} } from './${folder}/definition';\n`).join('')}
/** Every block's definition (schema, editor fields, defaults, server fill), by type. Not for the shopper's bundle. */
export const blockDefinitions = {
${blocks.map((block) => `  ${block.type},\n`).join('')}};

/** Any one of the registry's definitions. */
export type AnyBlockDefinition = (typeof blockDefinitions)[keyof typeof blockDefinitions];
`;

  const css = `/* Written by \`npm run blocks\` from the block folders: every block's CSS, leaf blocks first, then containers. */
${styled.flatMap((folder) => cssOf(folder).map((file) => `@import './${folder}/${file}';\n`)).join('')}`;

  return {
    'schemas/content/blocks.generated.ts': kinds,
    'schemas/content/block-schemas.generated.ts': schemas,
    'block-registry/blocks.generated.ts': loaders,
    'block-registry/definitions.generated.ts': definitions,
    'block-registry/blocks.generated.css': css,
  };
}

const cssOf = (folder: string): string[] =>
  readdirSync(join(registry, folder))
    .filter((file) => file.endsWith('.css'))
    .sort();

/** The generated files that differ from what is on disk (by path). */
export async function staleBlockIndexFiles(): Promise<string[]> {
  const files = await blockIndexFiles();
  return Object.entries(files)
    .filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text)
    .map(([path]) => path);
}
