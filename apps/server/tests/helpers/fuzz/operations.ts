/** The slice of JSON Schema the OpenAPI document uses (generated from the contract's zod schemas). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
};

export type Parameter = { name: string; schema: JsonSchema };

/** One operation of the document: what the fuzz varies and how it signs in. */
export type Operation = {
  /** `POST /v1/files/`, as the coverage check and the form table name it. */
  key: string;
  method: string;
  /** The document's path, `/v1/routers/{id}/`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
  /** The multipart form's schema, when the document describes one (most upload forms it cannot). */
  form: JsonSchema | null;
  /**
   * The inbound-mail webhook takes its shared secret as a bearer (decision 056); the support inbox a
   * support agent's token (decision 072).
   */
  auth: 'bearer' | 'device' | 'inbound-mail' | 'support-agent';
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  'x-auth'?: string;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const authOf = (auth: string | undefined): Operation['auth'] =>
  auth === 'inbound-mail' || auth === 'support-agent' ? auth : 'bearer';

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (where: string) =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const isDevice = (operation.security ?? []).some((scheme) => 'device' in scheme);
      const content = operation.requestBody?.content;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        body: content?.['application/json']?.schema ?? null,
        form: content?.['multipart/form-data']?.schema ?? null,
        auth: isDevice ? 'device' : authOf(operation['x-auth']),
      });
    }
  }
  return operations;
}

/** Follows `#/components/schemas/…` references. */
export const resolver =
  (document: OpenApiDocument) =>
  (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops += 1) {
      const name = current.$ref.split('/').at(-1) ?? '';
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
