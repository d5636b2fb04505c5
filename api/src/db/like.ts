// LIKE patterns from what a user typed: %, _ and \ match themselves (PostgreSQL's default escape
// character is the backslash), so a search for "100%" finds "100%", not everything.

/** The text with LIKE's wildcards escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A pattern matching values that contain the text anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
