import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { supportCaseNumbers, supportCases, type Database } from '../../db/index';

export interface NewCase {
  readonly kind: 'contact' | 'warranty';
  readonly siteId: string;
  readonly consumerId: string | null;
  readonly email: string;
  readonly topic: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** Customer service's cases: written once, numbered by the database's sequence (so every process numbers alike). */
export function supportRepository(db: Database) {
  return {
    async insert(entry: NewCase): Promise<string> {
      const [row] = await db
        .insert(supportCases)
        .values({
          id: randomBytes(12).toString('hex'),
          caseNumber: sql`'CS' || nextval(${sql.raw(`'${supportCaseNumbers.seqName}'`)})`,
          ...entry,
        })
        .returning({ caseNumber: supportCases.caseNumber });
      if (!row) throw new Error('a support case was not stored');
      return row.caseNumber;
    },
  };
}
