// FullCalendar's CSS in the browser builds has no data: icon font (the Content-Security-Policy
// allows fonts from the portal only): the loader takes the rule out of the installed
// @fullcalendar/core, and refuses a FullCalendar without it rather than pass it unchanged.
const fs = require('node:fs');
const path = require('node:path');
const loader = require('./webpack/fullcalendar-icons-loader.cjs');

const core = path.dirname(
  require.resolve('@fullcalendar/core/package.json', {
    paths: [path.join(__dirname, '../remote-events')],
  }),
);
const source = fs.readFileSync(path.join(core, 'internal-common.js'), 'utf8');

test('removes the fcicons @font-face, and nothing else', () => {
  expect(source).toMatch(/@font-face\{font-family:fcicons;/);
  const out = loader.call({}, source);
  expect(out).not.toMatch(/@font-face/);
  expect(out).not.toMatch(/data:application\/x-font-ttf/);
  expect(source.length - out.length).toBeLessThan(4000);
  expect(out).toContain('.fc-icon{');
});

test('refuses a source without it', () => {
  expect(() => loader.call({}, 'const css = ".fc{}";')).toThrow(/fcicons @font-face/);
});
