/** The resolve hook sites-config-hook.ts registers: the import of config/sites.json is answered with the test's file. */
import { pathToFileURL } from 'node:url';

type Resolved = { url: string; shortCircuit?: boolean };
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

let file: string | undefined;

export function initialize(data: { file?: string } | undefined): void {
  file = data?.file;
}

export async function resolve(specifier: string, context: unknown, next: NextResolve): Promise<Resolved> {
  if (file && /(^|\/)config\/sites\.json$/.test(specifier)) return { url: pathToFileURL(file).href, shortCircuit: true };
  return next(specifier, context);
}
