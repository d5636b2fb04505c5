// The operationId of a call in OpenAPI, the name a code generator gives its method: camelCase,
// unique in its document, and stable — derived from the method and the path by one rule, unless
// the declaration names it (`operationId`, for the calls the rule names badly).
//
// The rule reads the path's words (params dropped; a word followed by a param is singular: one of
// them) and the method:
//   GET /applicants                   → listApplicants (a plural last word: a collection)
//   GET /applicants/{id}              → getApplicant, GET /settings/account → getSettingsAccount
//   POST /applicants                  → createApplicant (the last word made singular)
//   PUT|PATCH /applicants/{id}        → updateApplicant, DELETE …/{fileId} → deleteCandidateEsfile
//   POST /applicants/{id}/merge       → mergeApplicant (a last word that is a verb names the action)
//   GET /applicants/{id}/candidates   → listApplicantCandidates (nested: the parents' words first)
import type { CallDeclaration } from '@portal/shared/contract/define';

/** Last path words that are actions, not things: the verb of the operation. */
const ACTION_WORDS = new Set(['download', 'export', 'import', 'merge', 'rearrange', 'run']);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** 'event-infos' → ['event', 'infos']; 'openapi.json' → ['openapi', 'json']. */
const wordsOf = (segment: string) =>
  segment
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const isPlural = (word: string) => word.endsWith('s') && !word.endsWith('ss');

function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return isPlural(word) ? word.slice(0, -1) : word;
}

/** A static segment's words, its last word singular (one of them) when asked. */
function nameOf(segment: string, one: boolean): string[] {
  const words = wordsOf(segment);
  if (one && words.length) words.push(singular(words.pop()!));
  return words;
}

/** The operationId the rule gives a method and path. */
export function derivedOperationId(method: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  const isParam = (segment: string | undefined) => !!segment && segment.startsWith('{');
  let item = isParam(segments.at(-1));
  let verb: string | undefined;
  const last = segments.at(-1);
  if (last && !isParam(last) && ACTION_WORDS.has(last) && segments.length > 1) {
    verb = last;
    segments.pop();
    item = isParam(segments.at(-1));
  }
  const statics = segments.filter((segment) => !isParam(segment));
  const lastStatic = statics.at(-1) ?? '';
  const lastWord = wordsOf(lastStatic).at(-1) ?? '';
  verb ??= {
    GET: item || !isPlural(lastWord) ? 'get' : 'list',
    POST: item ? 'post' : 'create',
    PUT: 'update',
    PATCH: 'update',
    DELETE: 'delete',
  }[method];
  // A collection created into is named by one of its things; a listed one stays plural.
  const createsOne = verb === 'create';
  const words = segments.flatMap((segment, index) => {
    if (isParam(segment)) return [];
    const one = isParam(segments[index + 1]) || (createsOne && index === segments.length - 1);
    return nameOf(segment, one);
  });
  return `${verb ?? method.toLowerCase()}${words.map(capitalize).join('')}`;
}

/** The operationId of a declared call: its own, else the rule's. */
export function operationIdOf(declaration: CallDeclaration): string {
  return declaration.operationId ?? derivedOperationId(declaration.method, declaration.path);
}
