import { adminAuditLog, type Database } from '../db/index';
import type { SignedInEditor } from './editor-auth-port';

/** One write through the admin API, for the audit log: what was done, to which document and version. */
export interface AuditEntry {
  readonly action: string;
  readonly siteId?: string;
  readonly docType?: string;
  readonly key?: string;
  readonly version?: number;
  readonly detail?: Record<string, unknown>;
}

/** Records who did what. Written in the same transaction as the change when one is passed (`db` may be a transaction). */
export async function audit(db: Pick<Database, 'insert'>, who: Pick<SignedInEditor, 'id' | 'email'>, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    userId: who.id,
    email: who.email,
    action: entry.action,
    siteId: entry.siteId ?? null,
    docType: entry.docType ?? null,
    key: entry.key ?? null,
    version: entry.version ?? null,
    detail: entry.detail ?? null,
  });
}
