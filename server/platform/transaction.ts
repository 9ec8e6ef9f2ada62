import type { Database } from '../db/index';

/**
 * A transaction of the database: the areas' functions that another area calls while it holds one (closing a cart as
 * its order is placed) take it, so that every statement of one operation commits or rolls back together.
 */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
