// GET /openapi.json (generated from the contract once, on first use) and the Swagger UI page at
// GET /docs, whose files the api serves itself from swagger-ui-dist (no CDN, no inline script).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { docsCalls as calls } from '@portal/shared/contract/docs';
import { openApiDocument } from '../../contract/openapi';
import { route } from '../../contract/route';
import type { Services } from '../../services';

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>紹介会社ポータル API リファレンス</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/docs.js"></script>
</body>
</html>
`;

// The page is at …/api/docs: relative URLs resolve below …/api/.
const INIT = `window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui' });\n`;

const ASSET_TYPES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'docs.js': 'text/javascript; charset=utf-8',
};

export function docsRoutes(_services: Services) {
  let document: string | undefined;
  const assets = new Map<string, Buffer | string>();
  const asset = (name: string) => {
    if (!assets.has(name)) {
      assets.set(name, name === 'docs.js' ? INIT : readFileSync(path.join(SWAGGER_UI, name)));
    }
    return assets.get(name)!;
  };
  return async (app: FastifyInstance) => {
    route(app, calls['GET /openapi.json'], {}, async ({ reply }) => {
      document ??= JSON.stringify(openApiDocument());
      return reply.type('application/json; charset=utf-8').send(document);
    });
    route(app, calls['GET /docs'], {}, async ({ reply }) =>
      reply.type('text/html; charset=utf-8').send(PAGE),
    );
    route(app, calls['GET /docs/{asset}'], {}, async ({ params, reply }) =>
      reply
        .type(ASSET_TYPES[params.asset])
        .header('Cache-Control', 'public, max-age=3600')
        .send(asset(params.asset)),
    );
  };
}
