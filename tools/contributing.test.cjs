// The conventions page (CONTRIBUTING.md) points to real files: every path it names exists, so a
// rename cannot leave a newcomer following a rule to nowhere.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..');
const page = readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');

/** `code` spans that look like a path of this repository (a folder and a file or a trailing /). */
const named = [...page.matchAll(/`([^`\s]+)`/g)]
  .map((match) => match[1])
  .filter((text) => /^(shell|shared|api|remote-[a-z]+|e2e|tools|scripts)\//.test(text))
  .filter((text) => !text.includes('<') && !text.includes('*'));

test('names real files', () => {
  expect(named.length).toBeGreaterThan(15);
  expect(named.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
});

test('has the rules a newcomer needs', () => {
  for (const heading of [
    'Call the api',
    'Load a list or a detail',
    'Validate a form',
    'Tell the user about a failure',
    'Show a date',
    'Title a page',
    'Lay out an api module',
  ]) {
    expect(page).toContain(heading);
  }
});
