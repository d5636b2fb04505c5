// The api's own documentation: OpenAPI 3.1 generated from this contract, and a page to browse it
// (Swagger UI, its files served by the api: no CDN). Both need a logged-in session.
import { z } from '../zod';
import { call, calls } from './define';

const TAG = 'API 仕様 (docs)';

export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js'] as const;

export const docsCalls = calls({
  'GET /openapi.json': call({
    operationId: 'getOpenApiDocument',
    tag: TAG,
    summary: 'This document: OpenAPI 3.1 of every call',
    answer: 'document',
    contentType: 'application/json',
  }),
  'GET /docs': call({
    operationId: 'getDocsPage',
    tag: TAG,
    summary: 'The browsable api reference (Swagger UI)',
    answer: 'document',
    contentType: 'text/html',
  }),
  'GET /docs/{asset}': call({
    operationId: 'getDocsAsset',
    tag: TAG,
    summary: 'A file of the api reference page',
    params: z.object({ asset: z.enum(DOCS_ASSETS) }),
    answer: 'document',
    contentType: 'text/javascript',
  }),
});
