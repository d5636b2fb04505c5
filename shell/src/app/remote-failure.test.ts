import { markChunkFailure, needsReload, resetChunkFailure } from './remote-failure';

afterEach(() => resetChunkFailure());

describe('needsReload', () => {
  const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  const broken = new TypeError("Cannot read properties of undefined (reading 'useSiteId')");

  it('reloads for a chunk that could not be fetched', () => {
    expect(needsReload(chunk)).toBe(true);
  });

  it('shows the fallback for an ordinary failure on a page whose chunks all loaded', () => {
    expect(needsReload(broken)).toBe(false);
  });

  it('reloads for any failure after a chunk failed on this page (half-loaded shared code)', () => {
    markChunkFailure();
    expect(needsReload(broken)).toBe(true);
  });

  it('never reloads for a version mismatch: the fallback says why', () => {
    markChunkFailure();
    expect(needsReload(new Error('Version 1.2.0 does not satisfy the requirement ^1.3.0'))).toBe(
      false,
    );
  });
});
