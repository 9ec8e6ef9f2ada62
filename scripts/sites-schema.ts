import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { sitesConfigSchema } from '../schemas';

const root = resolve(import.meta.dirname, '..');

/** The JSON Schema of `config/sites.json`, which the file names in `$schema` so editors complete and check it. */
export const SITES_SCHEMA_FILE = 'config/sites.schema.json';

/** The JSON Schema text, generated from the zod schema (`schemas/sites.ts`): the rules across fields (a locale in one brand only, …) are the server's. */
export function sitesJsonSchema(): string {
  const schema = z.toJSONSchema(sitesConfigSchema, { io: 'input', target: 'draft-7' });
  const described = {
    ...schema,
    title: 'Tessera sites',
    description:
      'The brands Tessera serves and their locales. Generated from schemas/sites.ts by `npm run sites:schema`; rules across fields (a locale belongs to one brand, default locales among the locales) are checked by the server at start.',
  };
  return `${JSON.stringify(described, null, 2)}\n`;
}

/** Whether the committed schema file is the one the zod schema generates. */
export const sitesSchemaIsCurrent = (): boolean => readFileSync(resolve(root, SITES_SCHEMA_FILE), 'utf8') === sitesJsonSchema();

// `npm run sites:schema`
if (process.argv[1]?.endsWith('sites-schema.ts')) {
  writeFileSync(resolve(root, SITES_SCHEMA_FILE), sitesJsonSchema());
  console.info(`wrote ${SITES_SCHEMA_FILE}`);
}
