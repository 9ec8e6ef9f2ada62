/**
 * Vite plugin (client build only): a route module's `meta` and `loader` run on the server alone, so the browser's
 * copy of each module in `storefront/routes/` exports them as `undefined`, and the bundler leaves out what only they
 * used (queries, head tags, page loading). The browser needs a route's `Component` and `ErrorBoundary`; with the
 * server's code in them, the modules a content page loads first would outgrow its budget. The same idea as the route
 * modules of Remix and React Router's framework mode.
 */
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** The exports only the server reads. */
const SERVER_EXPORTS = new Set(['meta', 'loader']);
const ROUTE_MODULE = /[\\/]storefront[\\/]routes[\\/][\w-]+\.tsx$/;

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}
interface Declarator extends Node {
  readonly id: Node & { readonly name?: string };
  readonly init: Node | null;
}
interface ExportNamed extends Node {
  readonly declaration?: (Node & { readonly declarations?: readonly Declarator[] }) | null;
}

/** The route module's source with the server's exports set to `undefined`; `null` when it has none. */
export function withoutServerExports(code: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const program = parseAst(code, { lang: 'tsx' }, id) as unknown as { body: readonly ExportNamed[] };
  const source = new MagicString(code);
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const declarator of statement.declaration?.declarations ?? []) {
      if (declarator.init && SERVER_EXPORTS.has(declarator.id.name ?? '')) source.overwrite(declarator.init.start, declarator.init.end, 'undefined');
    }
  }
  return source.hasChanged() ? { code: source.toString(), map: source.generateMap({ hires: true }) } : null;
}

export function routeModulesPlugin(): Plugin {
  return {
    name: 'tessera:route-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !ROUTE_MODULE.test(id)) return null;
      return withoutServerExports(code, id);
    },
  };
}
