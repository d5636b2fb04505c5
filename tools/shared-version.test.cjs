// CI check: @portal/shared's code never changes under the same version (see shared-version.cjs).
const path = require('node:path');
const { packageVersion, recorded, recordedStateful, sourceHash } = require('./shared-version.cjs');
const { statefulModules, statefulModuleHash } = require('./webpack/shared-deps.cjs');

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

  it("records the version of each stateful module's last change, never newer than the package", () => {
    const records = recordedStateful();
    const src = path.join(__dirname, '../shared/src');
    const [major, minor] = packageVersion().split('.').map(Number);
    for (const module of statefulModules(path.join(__dirname, '../shell'))) {
      const record = records[module];
      if (!record || record.hash !== statefulModuleHash(src, module)) {
        throw new Error(
          `the stateful module ${module} changed without its record: run ` +
            '`node tools/shared-version.cjs --record` after the version bump.',
        );
      }
      const [rMajor, rMinor] = record.version.split('.').map(Number);
      expect(rMajor === major ? rMinor <= minor : rMajor < major).toBe(true);
    }
  });
});
