import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DEFAULT_AUTH } from './auth/hook';
import { describeRequires } from './auth/requires';

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
    transform: withAccessRules,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The app's own policy (plugins/security-headers) covers the docs too: it allows Swagger UI's inline
    // styles, keeps scripts to the page's own files and adds the HTTPS upgrade only when served over HTTPS.
    staticCSP: false,
  });
}

/**
 * Each operation shows who may call it: `x-auth` (the strategy, decision 012) and `x-requires` (role, plan
 * area, add-on; decision 011), repeated in words at the end of its description.
 */
const withAccessRules: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const config = input.route.config;
  const requires = config?.requires;
  const rule = describeRequires(requires);
  const schema = out.schema as Record<string, unknown>;
  return {
    ...out,
    schema: {
      ...schema,
      'x-auth': config?.auth ?? DEFAULT_AUTH,
      ...(requires && { 'x-requires': requires }),
      ...(rule && { description: [schema.description, rule].filter(Boolean).join('\n\n') }),
    },
  };
};
