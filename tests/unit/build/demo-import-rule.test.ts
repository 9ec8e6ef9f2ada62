import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
// The project's own configuration, without type information: the rule under test reads import paths only.
const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.ts'], ...tseslint.configs.disableTypeChecked }] });

/** The import-rule messages ESLint gives a file at `path` holding `code`. */
async function demoRuleMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// Loading the configuration and its plugins takes seconds on a busy machine: the first lint pays for it.
describe('the demo plugin stays out of production code', { timeout: 60_000 }, () => {
  it.each([
    ['server/commerce/catalog/probe.ts', "import { demoCatalogue } from '../../demo/index';"],
    ['server/probe.ts', "import { seedDemoStore } from './demo/index';"],
    ['server/images/probe.ts', "import { productImageSpec } from '../demo/images/product-pictures';"],
  ])('refuses %s importing the demo', async (path, code) => {
    const messages = await demoRuleMessages(path, `${code}\nexport const used = [${code.split(/[{}]/)[1]!.trim()}];\n`);
    expect(messages).toEqual([expect.stringContaining('server/demo is the demo plugin')]);
  });

  it.each([
    [
      'server/demo/probe.ts',
      "import { seedCatalogue } from './catalogue/seed-catalogue';\nimport { addDrawingSource } from '../images/index';\nexport const used = [seedCatalogue, addDrawingSource];\n",
    ],
    ['scripts/probe.ts', "import { seedDemoStore } from '../server/demo/index';\nexport const used = [seedDemoStore];\n"],
    ['tests/unit/probe.test.ts', "import { seedDemoStore } from '../../server/demo/index';\nexport const used = [seedDemoStore];\n"],
    ['server/commerce/probe.ts', "import { demoGallery } from './demo-gallery';\nexport const used = [demoGallery];\n"],
  ])('lets %s import it (or a file merely named demo-…)', async (path, code) => {
    expect(await demoRuleMessages(path, code)).toEqual([]);
  });

  it('passes the server as it is: main.ts loads the demo with import() only', async () => {
    const results = await eslint.lintFiles([
      'server/main.ts',
      'server/start.ts',
      'server/images/index.ts',
      'server/commerce/catalog/service.ts',
      'server/commerce/cart/service.ts',
    ]);
    expect(results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports'))).toEqual([]);
  });
});
