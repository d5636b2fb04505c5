// docker-compose.yml cannot run here (no Docker engine): check that it parses, stays valid for
// Compose v1 and v2, and that every app, the api, PostgreSQL and the gateway routes are there.
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');
const { APPS } = require('./webpack/apps.cjs');

const root = path.join(__dirname, '..');
const compose = YAML.parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
});
const gateway = fs.readFileSync(path.join(root, 'deploy/nginx-gateway.conf'), 'utf8');
const remotes = JSON.parse(fs.readFileSync(path.join(root, 'deploy/remotes.json'), 'utf8'));

describe('docker-compose.yml', () => {
  it('parses and has no top-level name (Compose v1 rejects it)', () => {
    expect(compose.services).toBeDefined();
    expect(compose.name).toBeUndefined();
  });

  it('has one static-file service per app, serving its dist folder', () => {
    for (const app of Object.values(APPS)) {
      const service = compose.services[app.dir];
      expect(service).toBeDefined();
      expect(service.volumes.some((v) => v.startsWith(`./${app.dir}/dist:`))).toBe(true);
    }
  });

  it('runs the api on PostgreSQL, with mail going to the catcher', () => {
    const api = compose.services.api;
    expect(api.environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(api.environment.SMTP_URL).toMatch(/mailcatcher/);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
    expect(fs.existsSync(path.join(root, api.build.dockerfile))).toBe(true);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
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

  it('routes /sanctum and /*/employment-agency/api to the api through the gateway', () => {
    expect(compose.services.gateway.depends_on).toEqual(
      expect.arrayContaining(['api', ...Object.values(APPS).map((a) => a.dir)]),
    );
    expect(gateway).toMatch(/location \/sanctum\/ \{ proxy_pass http:\/\/api;/);
    expect(gateway).toMatch(/employment-agency\/api\/ \{ proxy_pass http:\/\/api;/);
  });

  it('gives the shell a remotes.json entry for every remote, each routed by the gateway', () => {
    for (const [key, app] of Object.entries(APPS)) {
      if (key === 'shell') continue;
      expect(remotes[app.federationName]).toBe(`/remotes/${key}/mf-manifest.json`);
      expect(gateway).toContain(`location /remotes/${key}/ { proxy_pass http://${app.dir}/; }`);
    }
  });
});
