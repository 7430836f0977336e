import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: a page at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ARED partner dashboard API',
        version: '1.0.0',
        description:
          'Main API under /v1. Errors: `{"detail": "…"}` or field errors `{"field": ["message"]}`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          device: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Device <key>`' },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The app's own policy (plugins/security-headers) covers the docs too: it allows Swagger UI's inline
    // styles, keeps scripts to the page's own files and adds the HTTPS upgrade only when served over HTTPS.
    staticCSP: false,
  });
}
