// Random secrets handed to people (reset tokens, invitation hashes, company codes) and the digests
// stored in their place: a leaked table then opens no account.
import { createHash, randomBytes } from 'node:crypto';

export const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A URL-safe token of `bytes` random bytes (links in mails). */
export const newUrlToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

// Typed by hand: no 0/O, 1/I/L.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code people type: `length` characters from an alphabet without look-alikes. */
export function newTypeableCode(length: number): string {
  // 256 is not a multiple of the alphabet's size: reject the top bytes to keep every character
  // equally likely.
  const limit = 256 - (256 % CODE_ALPHABET.length);
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && code.length < length) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return code;
}

/** How a typed code is compared: spaces and hyphens ignored, letter case ignored. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
