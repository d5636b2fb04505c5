// The largest database id (PostgreSQL integer). Plain data, no zod: a screen that only needs the
// bound (the calendar's company filter) loads no schema library; contract/common.ts builds its id
// schemas on it.
export const MAX_ID = 2_147_483_647;
