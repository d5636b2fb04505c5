// jsdom plus Node's Fetch API (fetch, Request, Response, Headers, FormData, Blob...): jsdom has
// none of them and ky needs them, so tests can mock `fetch` and still run the real client.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
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
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
