// nginx for `npm run topology`: the gateway of docker-compose.yml and the static containers, in
// one nginx on this machine. The files are the compose ones, unchanged but for their placeholders:
// - deploy/nginx-gateway.conf: ${GATEWAY_LISTEN} and ${CSP_REMOTE_ORIGINS} filled in as the
//   nginx image's templates/ envsubst does (compose sets the same names on the gateway service);
//   the upstreams `api`, `shell`, `remote-*` written here with 127.0.0.1 ports (compose:
//   deploy/nginx-upstreams.conf, by service name).
// - deploy/nginx-spa.conf (the shell) and deploy/nginx-remote.conf (each remote): their
//   `listen 80;` and `root /srv/www;` — the container's port and folder — become a local port and
//   the folder the container would serve (shell/dist, .releases/<remote>/).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log, runSync } from './workspace.mjs';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

/** Debian's nginx with the brotli_static module, installed the way `npm test` installs chromium. */
export function ensureNginx() {
  if (nginxBinary() && existsSync(BROTLI_MODULE)) return nginxBinary();
  log('nginx with brotli_static not found: installing the Debian packages...');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  runSync('sh', [
    '-c',
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static`,
  ]);
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is still not installed');
  return bin;
}

/** `${NAME}` → values[NAME] for the names given (like envsubst with a list of variables). */
export function fillTemplate(text, values) {
  return text.replace(/\$\{([A-Z_][A-Z0-9_]*)\}/g, (whole, name) =>
    Object.hasOwn(values, name) ? values[name] : whole,
  );
}

/** A static container's config, moved to a local port and folder. */
export function localStatic(conf, port, root) {
  const out = conf
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/srv\/www;/, `root ${root};`);
  if (out === conf || !out.includes(`root ${root};`)) {
    throw new Error('static config without `listen 80;` and `root /srv/www;`');
  }
  return out;
}

/**
 * Upstream blocks: `api` with one server per replica (`down` while it restarts), the shell and
 * each remote on their static ports.
 */
export function upstreamsConf({ replicas, shellPort, remotePorts }) {
  const api = replicas
    .map((r) => `  server 127.0.0.1:${r.port} max_fails=0${r.down ? ' down' : ''};`)
    .join('\n');
  const lines = [`upstream api {\n${api}\n}`, `upstream shell { server 127.0.0.1:${shellPort}; }`];
  for (const [dir, port] of Object.entries(remotePorts)) {
    lines.push(`upstream ${dir} { server 127.0.0.1:${port}; }`);
  }
  return `${lines.join('\n')}\n`;
}

/** Writes the whole nginx config under `dir`; answers the main config file. */
export function writeNginxConfig(dir, { gatewayEnv, upstreams, statics }) {
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
  writeFileSync(
    path.join(dir, 'gateway.conf'),
    fillTemplate(read('deploy/nginx-gateway.conf'), gatewayEnv),
  );
  writeFileSync(path.join(dir, 'upstreams.conf'), upstreams);
  const includes = [];
  for (const [name, { conf, port, root }] of Object.entries(statics)) {
    writeFileSync(path.join(dir, `static-${name}.conf`), localStatic(read(conf), port, root));
    includes.push(`  include ${path.join(dir, `static-${name}.conf`)};`);
  }
  const temp = (kind) => `  ${kind}_temp_path ${path.join(dir, 'temp', kind)};`;
  const main = [
    '# Written by npm run topology (scripts/lib/gateway.mjs); do not edit.',
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
    // A reload lets old workers finish their requests; a live stream ends within this.
    'worker_shutdown_timeout 30s;',
    'events { worker_connections 2048; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    // Every server of this nginx (gateway and static) names no version, as each file also says.
    '  server_tokens off;',
    '  sendfile on;',
    temp('client_body'),
    temp('proxy'),
    temp('fastcgi'),
    temp('uwsgi'),
    temp('scgi'),
    `  include ${path.join(dir, 'upstreams.conf')};`,
    `  include ${path.join(dir, 'gateway.conf')};`,
    ...includes,
    '}',
    '',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}
