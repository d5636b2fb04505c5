// FullCalendar's CSS (written into the page by @fullcalendar/core at run time) as the browser
// builds have it: without its icon font, an @font-face whose font is a data: URI. The calendar
// never shows one of its icons (its toolbar is our own, headerToolbar={false}, and no "+N more"
// popover: dayMaxEvents={false}), yet Chromium loads a data: font as soon as the rule is added,
// which the Content-Security-Policy (fonts from the portal only: default-src 'self') refuses.
// Without the rule nothing is refused and font-src needs no data:. A FullCalendar whose CSS no
// longer has that rule fails the build here: check its CSS and drop this loader.
const ICON_FONT = /@font-face\{font-family:fcicons;[^}]*\}/;

module.exports = function fullcalendarIconsLoader(source) {
  this.cacheable?.();
  if (!ICON_FONT.test(source)) {
    throw new Error('fullcalendar-icons-loader: the fcicons @font-face was not found');
  }
  return source.replace(ICON_FONT, '');
};
