// What a repository function runs its SQL on: the database or a transaction. Functions take it so a
// use case can call them inside its own transaction (a change and its audit row land together).
import type { Database } from '../db/client';

/** A transaction or the database. */
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;
