// The largest database id (PostgreSQL integer). Plain data, no zod: a screen that only needs the
// bound (the calendar's company filter) loads no schema library. The contract's MAX_ID
// (contract/common.ts, which builds the id schemas on it) is the same number: ids.test.ts.
export const MAX_ID = 2_147_483_647;
