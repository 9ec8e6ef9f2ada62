import type { DocType } from '../../schemas';

/** Fragments are shared by every site: they are stored under this site id, keyed by fragmentId. */
export const GLOBAL_SITE_ID = 'global';

/** docTypes with one document per site (footer/{siteId}, menu/{siteId}, popups/{siteId}): the key is the docType. */
export const singletonDocTypes = ['footer', 'menu', 'popups'] as const satisfies readonly DocType[];
export type SingletonDocType = (typeof singletonDocTypes)[number];
export const singletonKey = (docType: SingletonDocType): string => docType;

/** What identifies one document across its versions. */
export interface DocumentKey {
  readonly siteId: string;
  readonly docType: DocType;
  readonly key: string;
}

export const describeKey = ({ siteId, docType, key }: DocumentKey): string =>
  siteId === GLOBAL_SITE_ID ? `${docType} "${key}"` : `${docType} "${key}" of site ${siteId}`;
