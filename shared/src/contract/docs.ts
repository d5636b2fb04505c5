// The api's own documentation: OpenAPI 3.1 generated from this contract, and a page to browse it
// (Swagger UI, its files served by the api: no CDN). Both need a logged-in session.
import { z } from '../zod';
import { call, calls } from './define';

export const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js'] as const;

export const docsCalls = calls('API 仕様 (docs)', {
  'GET /openapi.json': call({
    operationId: 'getOpenApiDocument',
    summary: 'This document: OpenAPI 3.1 of every call',
    answer: 'document',
    contentType: 'application/json',
  }),
  'GET /docs': call({
    operationId: 'getDocsPage',
    summary: 'The browsable api reference (Swagger UI)',
    answer: 'document',
    contentType: 'text/html',
  }),
  'GET /docs/{asset}': call({
    operationId: 'getDocsAsset',
    summary: 'A file of the api reference page',
    params: z.object({ asset: z.enum(DOCS_ASSETS) }),
    answer: 'document',
    contentType: 'text/javascript',
  }),
});
