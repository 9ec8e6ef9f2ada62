import type { DocType } from '../../schemas';

/** One content document of the demo data, inserted as published version 1 on first start. */
export interface SeedDocument {
  readonly siteId: string;
  readonly docType: DocType;
  readonly key: string;
  readonly parentKey?: string | null;
  readonly name: string;
  readonly data: Record<string, unknown>;
}
