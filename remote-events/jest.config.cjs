// FullCalendar and its preact are ESM in the browser build jsdom resolves: compiled like ky.
const preset = require('../tools/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|ky|preact|@fullcalendar)/)'],
};
