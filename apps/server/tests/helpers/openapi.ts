import type { TestContext } from './app';

/** The operations of the OpenAPI document, as the app serves it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  auth: string;
  requires?: { role?: string; action?: string; plan?: string; flag?: string; analyticsTab?: string };
  hasBody: boolean;
  pathParams: string[];
  bodyFields: string[];
};

type OpenApiOperation = {
  'x-auth'?: string;
  'x-requires'?: Operation['requires'];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
};

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      auth: op['x-auth'] ?? 'unknown',
      ...(op['x-requires'] && { requires: op['x-requires'] }),
      hasBody: op.requestBody !== undefined,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      bodyFields: Object.values(op.requestBody?.content ?? {}).flatMap((c) =>
        Object.keys(c.schema?.properties ?? {}),
      ),
    })),
  );
}

/** Every operation the app documents at /api/docs/json. */
export async function loadOperations(ctx: TestContext): Promise<Operation[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  return operationsOf(res.json());
}

export const keyOf = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/**
 * What a path parameter names: `{partnerId}`, `{minerId}`, `{slug}` (the voucher service's partner), `{code}`
 * (a voucher), `{batch}` (a bulk create's vouchers), or `{id}` after the collection's segment.
 */
export type IdKind =
  | 'partner'
  | 'router'
  | 'realm'
  | 'sme'
  | 'miner'
  | 'invoice'
  | 'slug'
  | 'code'
  | 'session'
  | 'batch'
  | 'file'
  | 'category'
  | 'menu'
  | 'portal'
  | 'survey'
  | 'advert'
  | 'apk'
  | 'user'
  | 'alert'
  | 'ticket'
  | 'queue-ticket'
  | 'stay';
const COLLECTIONS: Record<string, IdKind> = {
  partners: 'partner',
  routers: 'router',
  realms: 'realm',
  smes: 'sme',
  invoice: 'invoice',
  sessions: 'session',
  files: 'file',
  categories: 'category',
  'food-drink-menu': 'menu',
  'captive-portal': 'portal',
  surveys: 'survey',
  verts: 'advert',
  apks: 'apk',
  users: 'user',
  alerts: 'alert',
  tickets: 'ticket',
  'queue-tickets': 'queue-ticket',
  'hotel-stays': 'stay',
};

export function idKindOf(path: string, param: string): IdKind | undefined {
  if (param === 'partnerId') return 'partner';
  if (param === 'minerId') return 'miner';
  if (param === 'slug') return 'slug';
  if (param === 'code') return 'code';
  if (param === 'batch') return 'batch';
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  return at > 0 ? COLLECTIONS[segments[at - 1]!] : undefined;
}

/** The path with each parameter replaced by the id of its kind that `idOf` gives. */
export function fillPath(op: Operation, idOf: (kind: IdKind, param: string) => number | string): string {
  return op.pathParams.reduce((url, param) => {
    const kind = idKindOf(op.path, param);
    if (!kind) throw new Error(`${keyOf(op)}: no id kind known for {${param}}; add it to COLLECTIONS`);
    return url.replace(`{${param}}`, String(idOf(kind, param)));
  }, op.path);
}
