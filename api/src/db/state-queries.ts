// A state of @portal/shared/enums inside a raw statement: written by its name, inlined as the
// number it is. The statement's text stays what it was (a prepared statement is named after it,
// and the planner sees the constants), and lint refuses the bare number in raw SQL.
import { sql, type SQL } from 'drizzle-orm';

/** `1, 2, 7` for `in (…)` or `=`, from SELECTION_STATUS.BEFORE_SELECTION, … */
export function stateList(...states: number[]): SQL {
  return sql.raw(states.map((state) => String(Math.trunc(state))).join(', '));
}
