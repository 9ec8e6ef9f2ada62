import type { Database } from '../db/index';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database, or a transaction on it: every query of the content repository runs on either. */
export type Runner = Database | Transaction;
