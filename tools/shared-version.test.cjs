// CI check: @portal/shared's code never changes under the same version (see shared-version.cjs).
const { packageVersion, recorded, sourceHash } = require('./shared-version.cjs');

describe('@portal/shared version', () => {
  it('is bumped whenever shared/src changes', () => {
    const record = recorded();
    const now = { version: packageVersion(), sourceHash: sourceHash() };
    if (now.version !== record.version || now.sourceHash !== record.sourceHash) {
      throw new Error(
        'shared/src changed without a new @portal/shared version: run ' +
          '`node tools/shared-version.cjs patch` (or minor/major, see that file).\n' +
          `recorded ${JSON.stringify(record)}, now ${JSON.stringify(now)}`,
      );
    }
  });

  it('is a real semver version, not the placeholder 0.x', () => {
    expect(packageVersion()).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
  });
});
