// FullCalendar and its preact are ESM in the browser build jsdom resolves: compiled like ky (and
// like msw's .mjs dependencies, as the preset does).
const preset = require('../tools/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|ky|until-async|preact|@fullcalendar)/)(?!.*\\.mjs$)',
  ],
};
