import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';

/** The database or a transaction of it: staff functions work in either. */
export type Db = Kysely<Schema> | Transaction<Schema>;
