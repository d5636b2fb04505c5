// docker-compose.yml cannot run here (no Docker engine): check that it parses, stays valid for
// Compose v1 and v2, and that every app has its own image built from only that app, the api
// serves /remotes.json from the deploy pointer every replica shares, remotes publish into the
// shared releases volume, nginx serves precompressed, immutable versioned files, and no nginx
// (gateway, static containers, npm run topology's) names its version.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const YAML = require('yaml');
const { APPS } = require('./webpack/apps.cjs');

const root = path.join(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const compose = YAML.parse(read('docker-compose.yml'), { merge: true });
const gateway = read('deploy/nginx-gateway.conf');

describe('docker-compose.yml', () => {
  it('parses and has no top-level name (Compose v1 rejects it)', () => {
    expect(compose.services).toBeDefined();
    expect(compose.name).toBeUndefined();
  });

  it('builds one image per app from deploy/Dockerfile.web, tagged per version', () => {
    const dockerfile = read('deploy/Dockerfile.web');
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS build/m);
    expect(dockerfile).toMatch(/--filter "\.\/\$\{APP\}\.\.\."/);
    expect(dockerfile).toMatch(/node scripts\/build\.mjs "\$\{APP\}"/);
    expect(dockerfile).toMatch(/scripts\/deploy\.mjs "\$\{APP\}" --no-build --no-switch/);
    for (const app of Object.values(APPS)) {
      const service = compose.services[app.dir];
      expect(service.build).toEqual({
        context: '.',
        dockerfile: 'deploy/Dockerfile.web',
        args: { APP: app.dir },
      });
      const tagVar = app.dir.toUpperCase().replace(/-/g, '_');
      expect(service.image).toBe(`portal/${app.dir}:\${${tagVar}_TAG:-latest}`);
      expect(service.volumes).toContain('releases:/releases');
    }
  });

  it('runs the api on PostgreSQL, with mail going to the catcher and the shared pointer', () => {
    const api = compose.services.api;
    expect(api.environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(api.environment.SMTP_URL).toMatch(/mailcatcher/);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(fs.existsSync(path.join(root, api.build.dockerfile))).toBe(true);
    // The production build npm run topology runs (swc → api/dist), not a compiler at start.
    const apiImage = read(api.build.dockerfile);
    expect(apiImage).toMatch(/RUN node scripts\/lib\/api-build\.mjs/);
    expect(apiImage).toMatch(/CMD \["node", "dist\/server\.js"\]/);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    expect(api.deploy.replicas).toBeGreaterThan(1);
    expect(api.volumes).toEqual(
      expect.arrayContaining(['pointer:/pointer', 'releases:/releases:ro']),
    );
    expect(api.environment.REMOTES_POINTER).toMatch(/^\/pointer\//);
    expect(api.environment.RELEASES_DIR).toBe('/releases');
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['releases', 'pointer']));
  });

  it('believes X-Forwarded-For only from the gateway, which sets it to the client address', () => {
    const api = compose.services.api;
    expect(api.ports).toBeUndefined();
    expect(api.environment.TRUST_PROXY).toMatch(/^[\d./,]+$/);
    const forwards = gateway.match(/proxy_set_header X-Forwarded-For [^;]+;/g) ?? [];
    expect(forwards.length).toBeGreaterThan(0);
    for (const line of forwards)
      expect(line).toBe('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('routes the api, the console and /remotes.json to the api through the gateway', () => {
    expect(compose.services.gateway.depends_on).toEqual(
      expect.arrayContaining(['api', ...Object.values(APPS).map((a) => a.dir)]),
    );
    expect(gateway).toMatch(/location \/sanctum\/ \{ proxy_pass http:\/\/api;/);
    expect(gateway).toMatch(/employment-agency\/api\/ \{ proxy_pass http:\/\/api;/);
    expect(gateway).toMatch(/location = \/remotes\.json \{ proxy_pass http:\/\/api;/);
  });

  it('gives the api a base URL for every remote, each routed by the gateway', () => {
    const remotes = JSON.parse(compose.services.api.environment.REMOTES);
    for (const [key, app] of Object.entries(APPS)) {
      if (key === 'shell') continue;
      expect(remotes[app.federationName]).toBe(`/remotes/${key}/`);
      expect(gateway).toContain(`location /remotes/${key}/ { proxy_pass http://${app.dir}/; }`);
    }
  });

  it('runs the one gateway file npm run topology runs, its variables and upstreams filled in', () => {
    const service = compose.services.gateway;
    expect(service.volumes).toEqual(
      expect.arrayContaining([
        './deploy/nginx-gateway.conf:/etc/nginx/templates/default.conf.template:ro',
        './deploy/nginx-upstreams.conf:/etc/nginx/conf.d/upstreams.conf:ro',
      ]),
    );
    const variables = [...gateway.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]);
    for (const name of variables) expect(service.environment).toHaveProperty(name);
    const upstreams = read('deploy/nginx-upstreams.conf');
    for (const name of ['api', 'shell', ...Object.values(APPS).map((a) => a.dir)]) {
      expect(upstreams).toMatch(new RegExp(`upstream ${name} \\{ server ${name}:\\d+[^;]*; \\}`));
    }
    expect(read('scripts/lib/gateway.mjs')).toMatch(/deploy\/nginx-gateway\.conf/);
  });

  it('puts the security headers on every answer and retries idempotent requests', () => {
    expect(gateway).toMatch(
      /add_header Content-Security-Policy "default-src 'self'; script-src 'self' \$\{CSP_REMOTE_ORIGINS\}; connect-src 'self' \$\{CSP_REMOTE_ORIGINS\};[^"]*object-src 'none'; base-uri 'self'; frame-ancestors 'none'/,
    );
    expect(gateway).toMatch(/proxy_next_upstream error timeout/);
    expect(gateway).not.toMatch(/non_idempotent/);
  });

  it('serves precompressed files, versions cached for good, the shell page revalidated', () => {
    for (const conf of ['deploy/nginx-remote.conf', 'deploy/nginx-spa.conf']) {
      expect(read(conf)).toMatch(/brotli_static on;/);
      expect(read(conf)).toMatch(/gzip_static on;/);
    }
    expect(read('deploy/nginx-remote.conf')).toMatch(/immutable/);
    expect(read('deploy/nginx-spa.conf')).toMatch(
      /location = \/index\.html \{ add_header Cache-Control no-cache/,
    );
    // A prerendered page (scripts/lib/prerender.mjs) is the page of its route, unless ?page=.
    expect(read('deploy/nginx-spa.conf')).toMatch(
      /map \$arg_page \$prerendered \{ "" \$uri\/index\.html; default \/index\.html; \}/,
    );
    expect(read('deploy/nginx-spa.conf')).toMatch(/try_files \$uri \$prerendered \/index\.html;/);
    expect(read('deploy/Dockerfile.web')).toMatch(/nginx-mod-http-brotli/);
    // A remote container adds its version beside the published ones, never replacing them.
    expect(read('deploy/web-entrypoint.sh')).toMatch(/if \[ ! -e "\/releases\/\$APP\/\$name" \]/);
  });

  it('names no nginx version: every server block says server_tokens off', () => {
    for (const conf of [
      'deploy/nginx-gateway.conf',
      'deploy/nginx-spa.conf',
      'deploy/nginx-remote.conf',
    ]) {
      const servers = read(conf)
        .split(/^server \{$/m)
        .slice(1);
      expect(servers.length).toBeGreaterThan(0);
      for (const server of servers) expect(server).toMatch(/^ {2}server_tokens off;$/m);
    }
    // The static image's own nginx.conf, where it sets server_tokens, says off too.
    expect(read('deploy/Dockerfile.web')).toMatch(
      /sed -i .*server_tokens off;.*\/etc\/nginx\/nginx\.conf/,
    );
  });

  it('npm run topology writes nginx configs that name no version', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-nginx-'));
    try {
      const script = `
        import { writeNginxConfig, upstreamsConf } from './scripts/lib/gateway.mjs';
        const upstreams = upstreamsConf({ replicas: [{ port: 9010 }], shellPort: 9001, remotePorts: { 'remote-jobs': 9002 } });
        writeNginxConfig(process.argv[1], {
          gatewayEnv: { GATEWAY_LISTEN: '9000', CSP_REMOTE_ORIGINS: '' },
          upstreams,
          statics: {
            shell: { conf: 'deploy/nginx-spa.conf', port: 9001, root: '/tmp/shell' },
            'remote-jobs': { conf: 'deploy/nginx-remote.conf', port: 9002, root: '/tmp/jobs' },
          },
        });`;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(run.stderr).toBe('');
      const main = fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
      expect(main).toMatch(/^http \{[^}]*^ {2}server_tokens off;$/ms);
      for (const file of ['gateway.conf', 'static-shell.conf', 'static-remote-jobs.conf']) {
        expect(fs.readFileSync(path.join(dir, file), 'utf8')).toMatch(/^ {2}server_tokens off;$/m);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
