import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogColours, catalogProducts, contentDocuments, editorUsers, openDatabase, socialMedia } from '../../../server/db/index';
import { runDbMigrate } from '../../../scripts/db-migrate';
import { DbSeedUsageError, runDbSeed } from '../../../scripts/db-seed';

/** What the embedded database in `dataDir` holds, counted by table. */
async function counts(dataDir: string) {
  const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const of = async (table: typeof contentDocuments | typeof catalogProducts | typeof socialMedia | typeof editorUsers) =>
      (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    const pictures = await handle.db
      .select({ masterId: catalogColours.masterId, code: catalogColours.code, images: catalogColours.images })
      .from(catalogColours);
    return {
      documents: await of(contentDocuments),
      products: await of(catalogProducts),
      photos: await of(socialMedia),
      editors: await of(editorUsers),
      pictures,
    };
  } finally {
    await handle.close();
  }
}

describe('npm run db:migrate and npm run db:seed -- --demo', { timeout: 600_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tessera-seed-'));
  });
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('migrates an empty database and puts nothing in it', async () => {
    expect(await runDbMigrate({ DATA_DIR: dataDir })).toBe('The embedded database is migrated.');
    expect(await counts(dataDir)).toEqual({ documents: 0, products: 0, photos: 0, editors: 0, pictures: [] });
  });

  it('seeds nothing without --demo, and says how to call it', async () => {
    await expect(runDbSeed([], { DATA_DIR: dataDir })).rejects.toThrow(DbSeedUsageError);
    await expect(runDbSeed(['--demos'], { DATA_DIR: dataDir })).rejects.toThrow('unknown arguments: --demos');
    expect((await counts(dataDir)).documents).toBe(0);
  });

  it('seeds the demo store once: a second run inserts nothing and changes nothing', async () => {
    const first = await runDbSeed(['--demo'], { DATA_DIR: dataDir });
    expect(first).toMatch(
      /^Demo store seeded: [1-9]\d* documents, [1-9]\d* products, [1-9]\d* gallery photos, 2 editor accounts, 7 consumer accounts, 15 stores inserted/,
    );
    const seeded = await counts(dataDir);
    expect(seeded.documents).toBeGreaterThan(100);
    expect(seeded.products).toBeGreaterThanOrEqual(160);
    expect(seeded.editors).toBe(2);
    // Every colourway stores its pictures: references the image pipeline serves, one per view, main first.
    for (const { masterId, code, images } of seeded.pictures) {
      expect(images.map((i) => i.view)).toEqual(['main', 'back', 'detail', 'outdoors']);
      expect(images[0]?.src).toBe(`/images/${masterId.toLowerCase()}-${code}-main.svg`);
    }

    expect(await runDbSeed(['--demo'], { DATA_DIR: dataDir })).toMatch(
      /^Demo store seeded: 0 documents, 0 products, 0 gallery photos, 0 editor accounts, 0 consumer accounts, 0 stores inserted/,
    );
    expect(await counts(dataDir)).toEqual(seeded);
  });

  it('makes no editor account with a known password for a production database', async () => {
    const production = await mkdtemp(join(tmpdir(), 'tessera-seed-prod-'));
    try {
      expect(await runDbSeed(['--demo'], { DATA_DIR: production, NODE_ENV: 'production' })).not.toContain('editor accounts');
      expect((await counts(production)).editors).toBe(0);
    } finally {
      await rm(production, { recursive: true, force: true });
    }
  });
});
