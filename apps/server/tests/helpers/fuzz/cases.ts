import fc from 'fast-check';
import { multipartBody } from '../multipart';
import { BAD_RAW_BODIES, URL_TRAPS, badUrlText, encodeUrlText } from './bad-values';
import { formArbitrary } from './form-arbitrary';
import { formTrapCases } from './form-traps';
import type { FormShape } from './multipart-forms';
import type { JsonSchema, Operation, Parameter } from './operations';
import { schemaArbitrary } from './schema-arbitrary';

export type RequestBody = { payload: string | Buffer; contentType: string };

/** One request of the fuzz: what it varies (for the report), its URL and its body. */
export type RequestCase = {
  label: string;
  url: string;
  body?: RequestBody;
  /** Bad path ids must answer like a missing row. */
  isBadPathId?: boolean;
  /** A body generated from the operation's own description: its JSON schema, or its form. */
  generatedBody?: 'json' | 'form';
};

export type CaseContext = {
  resolve: (schema: JsonSchema) => JsonSchema;
  /** A value of a path parameter that names a real row of the signed-in partner, already encoded. */
  /** A real row of the partner for a path parameter (`path` names the collection: `/v1/files/{id}/`). */
  pathValue: (param: Parameter, path: string) => string;
  seed: number;
  /** Generated requests per operation. */
  runs: number;
  /** The multipart form the operation reads, when it reads one (multipart-forms.ts). */
  form: FormShape | null;
};

const takesBody = (op: Operation) => ['POST', 'PUT', 'PATCH'].includes(op.method);
const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** Values a field of a JSON body is set to, one at a time, on an otherwise ordinary body. */
const FIELD_TRAPS: unknown[] = [
  'a\u0000b',
  'name\ud800',
  2_147_483_648,
  1e308,
  '0x10',
  '2024-02-30',
  '0000-01-01T00:00:00Z',
  'x'.repeat(20_000),
  {},
  null,
];

function urlOf(op: Operation, path: Record<string, string>, query: [string, string][] = []): string {
  const filled = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => path[name] ?? '1');
  const search = query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return search ? `${filled}?${search}` : filled;
}

const validPath = (op: Operation, context: CaseContext) =>
  Object.fromEntries(op.pathParams.map((p) => [p.name, context.pathValue(p, op.path)]));

/** An ordinary body for the operation (what a client would send), the same on every run. */
function ordinaryBody(op: Operation, context: CaseContext): unknown {
  if (!op.body) return undefined;
  const [body] = fc.sample(schemaArbitrary(op.body, { resolve: context.resolve, hostile: false }), {
    seed: context.seed,
    numRuns: 1,
  });
  return body;
}

/** The fixed traps: every bad id and text in every parameter, every field trap, broken bodies. */
export function fixedCases(op: Operation, context: CaseContext): RequestCase[] {
  const cases: RequestCase[] = [];
  const path = validPath(op, context);
  // A bad path id comes with the ordinary body, so the id is the request's only fault: a path parameter that
  // is free text (a voucher code) passes validation, and a missing body would be refused before the lookup.
  const ordinary = op.body ? json(ordinaryBody(op, context)) : undefined;
  for (const param of op.pathParams) {
    for (const text of URL_TRAPS) {
      cases.push({
        label: `path ${param.name}=${text.slice(0, 40)}`,
        url: urlOf(op, { ...path, [param.name]: text }),
        ...(ordinary && { body: ordinary }),
        isBadPathId: true,
      });
    }
  }
  for (const param of op.queryParams) {
    for (const text of URL_TRAPS)
      cases.push({
        label: `query ${param.name}=${text.slice(0, 40)}`,
        url: urlOf(op, path, [[param.name, text]]),
      });
    cases.push({
      label: `query ${param.name} twice`,
      url: urlOf(op, path, [
        [param.name, '1'],
        [param.name, '2'],
      ]),
    });
  }
  if (!takesBody(op)) return cases;
  const url = urlOf(op, path);
  for (const raw of BAD_RAW_BODIES)
    cases.push({
      label: `body ${raw.slice(0, 40)}`,
      url,
      body: { payload: raw, contentType: 'application/json' },
    });
  cases.push({ label: 'text/plain body', url, body: { payload: 'a\u0000b', contentType: 'text/plain' } });
  cases.push(...multipartCases(url));
  if (context.form)
    for (const trap of formTrapCases(context.form, context.seed)) cases.push({ ...trap, url });
  const base = ordinaryBody(op, context);
  const fields = Object.keys(context.resolve(op.body ?? {}).properties ?? {});
  if (typeof base === 'object' && base !== null && !Array.isArray(base)) {
    for (const field of fields) {
      for (const trap of FIELD_TRAPS) {
        cases.push({
          label: `field ${field}=${JSON.stringify(trap).slice(0, 40)}`,
          url,
          body: json({ ...base, [field]: trap }),
        });
      }
    }
  }
  return cases;
}

/** Uploads cut short, without a boundary, with NUL in a field, with a file nobody asked for. */
function multipartCases(url: string): RequestCase[] {
  const form = multipartBody(
    { first_name: 'Fuzz', date_of_birth: '2024-02-30' },
    {
      field: 'profile_pic',
      name: 'x.png',
      type: 'image/png',
      content: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    },
  );
  const withNul = multipartBody({ first_name: 'a\u0000b', last_name: '\u0000' });
  // The upload forms' fields (offline files, menus) with traps: ids that are not, text that cannot be
  // stored, unknown choices, a resumable upload id that is a path.
  const uploadTraps = multipartBody(
    {
      realm: '0x10',
      category: '99999999999',
      file_type: 'Exe',
      menu_type: 'food\u0000',
      description: 'a\u0000b',
      status: 'Deleted',
      original_file_name: '../../etc/passwd',
      upload: '../../etc/passwd',
      name: 'a\u0000b',
      apk_type: 'Game',
    },
    { field: 'file', name: '../../x.png', type: 'image/png', content: Buffer.from('MZ\x90\x90') },
  );
  const stray = multipartBody(
    {},
    { field: 'file', name: 'a.txt', type: 'text/plain', content: Buffer.from('x') },
  );
  return [
    {
      label: 'multipart cut short',
      url,
      body: { ...form, payload: form.body.subarray(0, form.body.length - 12) },
    },
    {
      label: 'multipart without its boundary',
      url,
      body: { payload: 'x', contentType: 'multipart/form-data' },
    },
    {
      label: 'multipart with NUL fields',
      url,
      body: { payload: withNul.body, contentType: withNul.contentType },
    },
    {
      label: 'multipart upload form with traps',
      url,
      body: { payload: uploadTraps.body, contentType: uploadTraps.contentType },
    },
    {
      label: 'multipart with a stray file',
      url,
      body: { payload: stray.body, contentType: stray.contentType },
    },
  ];
}

/** Requests generated from the operation's schemas by fast-check: mostly ordinary, with traps anywhere. */
export function generatedCases(op: Operation, context: CaseContext): RequestCase[] {
  const options = { resolve: context.resolve, hostile: true };
  const pathArbitrary = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        fc.oneof(
          { arbitrary: fc.constant(context.pathValue(p, op.path)), weight: 3 },
          badUrlText.filter((t) => t !== ''),
        ),
      ]),
    ),
  );
  const queryPair = (p: Parameter) =>
    fc.tuple(
      fc.constant(p.name),
      fc.oneof(
        schemaArbitrary(p.schema, { ...options, hostile: false }).map((v) => encodeUrlText(String(v))),
        badUrlText,
      ),
    );
  const queryArbitrary =
    op.queryParams.length === 0
      ? fc.constant([] as [string, string][])
      : fc.array(fc.oneof(...op.queryParams.map(queryPair)), { maxLength: 4 });
  const bodies: fc.Arbitrary<{ body: RequestBody; kind: 'json' | 'form' }>[] = [
    ...(op.body
      ? [schemaArbitrary(op.body, options).map((v) => ({ body: json(v), kind: 'json' as const }))]
      : []),
    ...(context.form ? [formArbitrary(context.form).map((body) => ({ body, kind: 'form' as const }))] : []),
  ];
  // One kind of body is drawn alone: the JSON operations' requests stay those of every earlier run.
  const bodyArbitrary: fc.Arbitrary<{ body: RequestBody; kind: 'json' | 'form' } | undefined> =
    !takesBody(op) || bodies.length === 0
      ? fc.constant(undefined)
      : bodies.length === 1
        ? bodies[0]!
        : fc.oneof(...bodies);
  const requests = fc.sample(fc.record({ path: pathArbitrary, query: queryArbitrary, body: bodyArbitrary }), {
    seed: context.seed,
    numRuns: context.runs,
  });
  return requests.map((r, i) => ({
    label: `generated #${i} (seed ${context.seed})`,
    url: urlOf(op, r.path as Record<string, string>, r.query as [string, string][]),
    ...(r.body && { body: r.body.body, generatedBody: r.body.kind }),
  }));
}
