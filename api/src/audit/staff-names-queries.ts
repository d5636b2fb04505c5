// Staff named to the agency (issue 22): the name of the staff account that sent a message, made
// or cancelled a reservation or confirmed a date, joined into the agency's answers. One alias of
// `accounts` per role, so one query can name several (the reserver and the canceller).
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts } from '../db/schema/agencies';

/** `accounts` under its own name, for a second join in the same query. */
export const staffAccount = (name: string) => alias(accounts, name);

type Account = typeof accounts | ReturnType<typeof staffAccount>;

/** The staff member as shown (the name, else the user ID); null when the join found none. */
export const staffNameOf = (account: Account) =>
  sql<string | null>`coalesce(nullif(${account.name}, ''), ${account.userId})`;
