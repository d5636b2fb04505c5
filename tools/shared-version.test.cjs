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

describe('the release a change needs is decided from the stateful modules', () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const { releaseKind } = require('./shared-version.cjs');
  const { statefulModuleHash } = require('./webpack/shared-deps.cjs');
  const before =
    "export const send = () => 1;\nexport function reset() {}\nexport type Kind = 'a';\n";
  const src = (text) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-kind-'));
    fs.writeFileSync(path.join(dir, 'http.ts'), text);
    return dir;
  };
  const records = {
    http: { hash: statefulModuleHash(src(before), 'http'), exports: ['reset', 'send'] },
  };
  const kindOf = (text) => releaseKind(src(text), records, ['http']).kind;

  it('patch when no stateful module runs other code (a type or a comment changed)', () => {
    expect(kindOf(before)).toBe('patch');
    expect(kindOf(`// The client.\n${before.replace("'a'", "'a' | 'b'")}`)).toBe('patch');
  });

  it('minor when a stateful module changed and kept its exports; major when it lost one', () => {
    expect(kindOf(`${before}export const added = 2;\n`)).toBe('minor');
    expect(kindOf(before.replace('() => 1', '() => 2'))).toBe('minor');
    expect(kindOf('export const send = () => 1;\n')).toBe('major');
  });
});
