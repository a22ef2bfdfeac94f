/** The database or a transaction of it: staff functions work in either. */
export type { DbOrTrx as Db } from '../../db/schema';
