// Starts the api: listens on HOST:PORT and prints the one line with its URL. SIGTERM (or SIGINT)
// drains: the listening socket closes at once (the gateway sends new requests to another
// replica), a connection accepted just before gets ACCEPTED_GRACE_MS to be read, requests in
// flight finish, live streams end (their browsers reconnect elsewhere), idle keep-alive
// connections close, the background runner finishes its jobs in flight, the bulk worker stops
// after its chunk, then the process exits 0. A drain that has not ended after DRAIN_TIMEOUT_MS
// (default 20 s) exits 1.
import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  const name = process.env.API_INSTANCE ? ` (${process.env.API_INSTANCE})` : '';
  process.stdout.write(`api listening on http://${config.host}:${config.port}${name}\n`);
  const drainTimeout = Number(process.env.DRAIN_TIMEOUT_MS ?? 20_000);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      const started = Date.now();
      process.stdout.write(`api${name} draining (${signal})\n`);
      setTimeout(() => {
        process.stderr.write(`api${name} still draining after ${drainTimeout} ms: exiting\n`);
        process.exit(1);
      }, drainTimeout).unref();
      stopAccepting(app.server)
        .then(() => app.close())
        .then(
          () => {
            process.stdout.write(`api${name} drained in ${Date.now() - started} ms\n`);
            process.exit(0);
          },
          () => process.exit(1),
        );
    });
  }
}

/**
 * Closes the listening socket only. (http's own close() also closes the connections that carry no
 * request yet, and a connection the kernel accepted a moment ago has not been read: the gateway
 * had already sent its POST there, would see it reset and never resend it.) The connections
 * accepted so far are read while we wait; app.close() then closes the ones that are truly idle.
 */
async function stopAccepting(server: Server): Promise<void> {
  Server.prototype.close.call(server);
  await sleep(Number(process.env.ACCEPTED_GRACE_MS ?? 500));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
