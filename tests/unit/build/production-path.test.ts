import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  license: string;
};

/**
 * The files the production commands load (`server/main.ts`, and `scripts/users-add.ts`, which makes the first editor
 * account), following relative imports, and the packages they import.
 */
function serverImports(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, spec] of source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s(?![^'"]*\btype\b\s*\{)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g,
    )) {
      if (!spec) continue;
      if (spec.startsWith('.')) {
        const base = join(dirname(file), spec);
        const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
          (candidate) => existsSync(join(root, candidate)) && /\.tsx?$/.test(candidate),
        );
        if (found) visit(relative(root, join(root, found)));
      } else if (!spec.startsWith('node:') && !builtinModules.includes(spec)) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
  };
  visit('server/main.ts');
  visit('scripts/users-add.ts');
  return { files, packages };
}

describe('the production path', () => {
  it('starts the server with production dependencies only (npm prune --omit=dev leaves what it imports)', () => {
    const { packages } = serverImports();
    expect(packages.size).toBeGreaterThan(5);
    expect([...packages].filter((name) => !(name in pkg.dependencies))).toEqual([]);
    // npm run build compiles the server (dist/node); npm run serve runs that output with plain node, no TypeScript loader.
    expect(pkg.scripts.build).toContain('vite build --config scripts/vite.server.config.ts');
    expect(pkg.scripts.serve).toBe('NODE_ENV=production node dist/node/server/main.js');
    // npm start is the demo (DEMO=true seeds the demo store): its editor accounts made first (the production server never makes one with a published
    // password itself), and the development mail outbox readable at /dev/mail.
    expect(pkg.scripts.start).toBe('npm run build && node dist/node/scripts/users-add.js --demo && DEMO=true DEV_MAIL=true npm run serve');
    expect(pkg.scripts['users:add']).toBe('tsx scripts/users-add.ts');
  });

  it('has a Dockerfile whose runtime stage is non-root and holds every file the server loads', () => {
    const lines = read('Dockerfile')
      .replace(/\\\n/g, ' ')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    const stages = lines.flatMap((line, i) => (/^FROM /i.test(line) ? [{ line, at: i }] : []));
    expect(stages.map((s) => s.line)).toEqual(['FROM node:20.20-bookworm-slim AS build', 'FROM node:20.20-bookworm-slim AS runtime']);
    const build = lines.slice(stages[0]!.at, stages[1]!.at);
    const runtime = lines.slice(stages[1]!.at);

    // The commands it runs exist: npm scripts in package.json, files COPY'd from the context in the repository.
    for (const line of build.filter((l) => l.startsWith('RUN '))) {
      for (const [, script] of line.matchAll(/npm run ([\w:-]+)/g)) expect(pkg.scripts, line).toHaveProperty(script!);
    }
    for (const line of build.filter((l) => l.startsWith('COPY ') && !l.includes('--from'))) {
      const sources = line
        .split(/\s+/)
        .slice(1, -1)
        .filter((part) => !part.startsWith('--'));
      for (const source of sources) if (source !== '.') expect(existsSync(join(root, source)), line).toBe(true);
    }

    // The runtime stage: a non-root user, the entry point, and every folder the server's imports reach.
    const user = runtime.find((l) => l.startsWith('USER '))?.split(/\s+/)[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const cmd = JSON.parse(runtime.find((l) => l.startsWith('CMD '))!.slice(4)) as string[];
    expect(cmd).toEqual(['node', 'dist/node/server/main.js']);
    // The compiled server is in dist: the runtime stage copies no TypeScript source folder the server was built from.
    const copied = runtime
      .filter((l) => l.startsWith('COPY --from=build'))
      .map((l) => l.split(/\s+/).at(-1)!.replace(/^\.\//, '').replace(/\/$/, ''));
    const folders = new Set([...serverImports().files].map((file) => (file.includes('/') ? file.split('/')[0]! : file)));
    expect(folders.size).toBeGreaterThan(2);
    expect([...folders].filter((folder) => copied.includes(folder))).toEqual([]);
    for (const needed of ['dist', 'node_modules', 'package.json'])
      expect(
        runtime.some((l) => l.startsWith('COPY --from=build') && l.includes(`/app/${needed}`)),
        needed,
      ).toBe(true);
    expect(runtime.some((l) => l.startsWith('HEALTHCHECK') && l.includes('/health/ready'))).toBe(true);
  });

  it('has a compose file running Tessera against its PostgreSQL service', () => {
    const compose = parse(read('compose.yaml')) as {
      services: Record<
        string,
        {
          build?: string;
          image?: string;
          environment?: Record<string, string>;
          depends_on?: Record<string, { condition: string }>;
          healthcheck?: unknown;
        }
      >;
    };
    const { tessera, postgres } = compose.services;
    expect(tessera?.build).toBe('.');
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.healthcheck).toBeDefined();
    expect(tessera?.depends_on?.postgres?.condition).toBe('service_healthy');
    const url = new URL(tessera?.environment?.DATABASE_URL ?? '');
    expect(url.hostname).toBe('postgres');
    expect(url.pathname).toBe(`/${postgres?.environment?.POSTGRES_DB}`);
    expect(decodeURIComponent(url.username)).toBe(postgres?.environment?.POSTGRES_USER);
  });

  it('carries the licence package.json names', () => {
    expect(pkg.license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} The Tessera authors/);
  });
});
