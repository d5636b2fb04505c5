// Console commands of the deploy pointer: which published version of each remote the shell
// loads. `PUT /console/api/remotes/{name}` with { "version": "…" } deploys that version, with
// { "rollback": true } goes back to the previous one; `GET /console/api/remotes` lists them.
import { z } from 'zod';
import { VERSION_PATTERN } from '../modules/remotes/pointer';
import { listRemotes, remoteDeploySettings, setRemoteVersion } from '../modules/remotes/service';
import { command, type ConsoleContext } from './command';

export const setRemoteInput = z
  .object({
    name: z.string().trim().min(1).max(64),
    version: z.string().trim().regex(VERSION_PATTERN).optional(),
    rollback: z.literal(true).optional(),
  })
  .refine((input) => (input.version === undefined) !== (input.rollback === undefined), {
    path: ['version'],
    message: 'version か rollback のどちらか一方を指定してください。',
  });

export const REMOTES_COMMANDS = {
  'list-remotes': command({
    summary: 'List the remotes: the version the shell loads, earlier and published versions',
    input: z.object({}),
    run: async () => listRemotes(remoteDeploySettings()),
  }),
  'set-remote': command({
    summary:
      'Deploy a published version of a remote ({ name, version }) or roll back ({ name, rollback: true })',
    input: setRemoteInput,
    run: async ({ now }: ConsoleContext, input: z.output<typeof setRemoteInput>) =>
      setRemoteVersion(remoteDeploySettings(), input.name, input, now()),
  }),
};
