// zod's locale index (its error messages in some fifty languages, ~40 % of zod's bytes) as the
// browser builds have it: English only, the default zod configures itself with. The product never
// switches zod's locale (its messages to users are its own, in Japanese); a locale other than
// `en` read through `z.locales` is undefined in a browser bundle. The api (not bundled) keeps all.
module.exports = function zodLocalesLoader() {
  this.cacheable?.();
  return 'export { default as en } from "./en.js";\n';
};
