// Fetches a chunk's script again before webpack hears that it failed. Webpack keeps what a failed
// chunk left behind: the shared modules it was to provide stay half-initialised ("Cannot read
// properties of undefined") and a later retry of the whole remote runs on them. Retrying inside
// the script loader (`__webpack_require__.l`, below the chunk, consume and remote handlers) means
// none of them sees a failure until the last attempt failed too. (A plugin that retries
// `__webpack_require__.e` comes too late: the federation's consume handler has already marked
// its shared module as started.) Every build gets it: the shell and each remote load their own
// chunks with their own loader.
const { RuntimeGlobals, RuntimeModule, Template } = require('webpack');

/** Waits before each new attempt (a deploy or a network blip); then the failure goes on. */
const CHUNK_RETRY_DELAYS_MS = [300, 1000, 3000];

/** The runtime code: wraps the loader that is already defined (exported for its unit test). */
function chunkRetryRuntime(delays = CHUNK_RETRY_DELAYS_MS) {
  return Template.asString([
    `var loadScript = ${RuntimeGlobals.loadScript};`,
    `var delays = ${JSON.stringify(delays)};`,
    `${RuntimeGlobals.loadScript} = function (url, done, key, chunkId) {`,
    Template.indent([
      'var attempt = 0;',
      'var ended = function (event) {',
      Template.indent([
        // 'load' is a script that ran (a chunk missing from it is not a network failure).
        "if (event && event.type !== 'load' && attempt < delays.length) {",
        Template.indent([
          'setTimeout(function () { loadScript(url, ended, key, chunkId); }, delays[attempt++]);',
          'return;',
        ]),
        '}',
        'done(event);',
      ]),
      '};',
      'loadScript(url, ended, key, chunkId);',
    ]),
    '};',
  ]);
}

class ChunkRetryRuntimeModule extends RuntimeModule {
  constructor() {
    // After the loader it wraps is defined.
    super('chunk retry', RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    return chunkRetryRuntime();
  }
}

class ChunkRetryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkRetryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap('ChunkRetryPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkRetryRuntimeModule());
        });
    });
  }
}

module.exports = { ChunkRetryPlugin, CHUNK_RETRY_DELAYS_MS, chunkRetryRuntime };
