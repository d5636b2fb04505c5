// The chunk retry runtime (tools/webpack/chunk-retry-plugin.cjs): a script that fails is loaded
// again after each delay, and webpack's callback hears only the last outcome.
const { chunkRetryRuntime } = require('./webpack/chunk-retry-plugin.cjs');

/** Runs the generated runtime against a fake loader answering `outcomes` in turn. */
function withRuntime(outcomes) {
  const calls = [];
  const require = {
    l(url, done) {
      calls.push(url);
      const type = outcomes.shift();
      setTimeout(() => done({ type, target: { src: url } }), 0);
    },
  };
  new Function('__webpack_require__', chunkRetryRuntime([5, 5, 5]))(require);
  const load = (url) => new Promise((resolve) => require.l(url, resolve, 'key', 1));
  return { calls, load };
}

test('a chunk that fails twice is loaded on the third attempt; webpack hears only the load', async () => {
  const { calls, load } = withRuntime(['error', 'timeout', 'load']);
  const event = await load('/v1/1.js');
  expect(event.type).toBe('load');
  expect(calls).toEqual(['/v1/1.js', '/v1/1.js', '/v1/1.js']);
});

test('a chunk that keeps failing is reported after the last attempt', async () => {
  const { calls, load } = withRuntime(['error', 'error', 'error', 'error', 'load']);
  const event = await load('/v1/2.js');
  expect(event.type).toBe('error');
  expect(calls).toHaveLength(4);
});

test('a chunk that loads at once is not loaded again', async () => {
  const { calls, load } = withRuntime(['load']);
  expect((await load('/v1/3.js')).type).toBe('load');
  expect(calls).toHaveLength(1);
});
