// jsdom plus Node's Fetch API (fetch, Request, Response, Headers, FormData, Blob...): jsdom has
// none of them and ky needs them, so tests can mock `fetch` and still run the real client. MSW
// (the contract fake) also needs Node's streams, BroadcastChannel and its node export condition.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // msw/node (and its interceptors) resolve to their Node builds, not the browser ones.
    this.customExportConditions = [''];
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob,
      File,
      ReadableStream,
      AbortController,
      AbortSignal,
      structuredClone,
      TextEncoder,
      TextDecoder,
      TextDecoderStream,
      TextEncoderStream,
      TransformStream,
      WritableStream,
      BroadcastChannel,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
