import fc from 'fast-check';
import type { RequestBody } from './cases';
import {
  FILENAME_TRAPS,
  FILE_TYPE_TRAPS,
  FORM_CONTENT_TYPE,
  FORM_FIELD_TRAPS,
  type FormPart,
  REQUEST_TYPE_TRAPS,
  encodeForm,
  field,
  file,
  form,
} from './multipart-bodies';
import type { FormShape } from './multipart-forms';

/** The upload limits the fuzz runs with (MEDIA_MAX_*_BYTES, APK_MAX_BYTES): a file past them is cheap to send. */
export const FUZZ_UPLOAD_LIMIT = 65_536;
const OVER_LIMIT = Buffer.alloc(FUZZ_UPLOAD_LIMIT + 1024, 0x41);

/** The form as a client fills it: each field once, then each file field's first file. */
function ordinaryParts(shape: FormShape, seed: number): { fields: FormPart[]; files: FormPart[] } {
  const fields = Object.entries(shape.fields).map(([name, values]) =>
    field(name, fc.sample(values, { seed, numRuns: 1 })[0]!),
  );
  const files = Object.entries(shape.files).flatMap(([name, contents]) =>
    contents.length > 0 ? [file(name, contents[0]!, 'upload.png')] : [],
  );
  return { fields, files };
}

/**
 * The fixed traps of a form: every field set to every trap, every file named, typed and cut every bad way,
 * parts out of order or without a name, bodies cut short, the wrong request content type.
 */
export function formTrapCases(shape: FormShape, seed: number): { label: string; body: RequestBody }[] {
  const { fields, files } = ordinaryParts(shape, seed);
  const whole = [...fields, ...files];
  const cases: { label: string; body: RequestBody }[] = [
    { label: 'form as a client sends it', body: form(whole) },
    { label: 'form without its fields', body: form(files) },
    { label: 'form without its files', body: form(fields) },
    { label: 'form with every part empty', body: form([]) },
  ];
  for (const name of Object.keys(shape.fields))
    for (const trap of FORM_FIELD_TRAPS)
      cases.push({
        label: `form field ${name}=${String(trap).slice(0, 30)}`,
        body: form([
          ...fields.map((f) => (f.kind === 'field' && f.name === name ? field(name, trap) : f)),
          ...files,
        ]),
      });
  for (const [name, contents] of Object.entries(shape.files)) {
    const sample = contents[0] ?? Buffer.from('x');
    const others = files.filter((f) => f.kind !== 'file' || f.name !== name);
    const withFile = (part: FormPart) => form([...fields, ...others, part]);
    // Without the form's own names for the files (original_*), so the client's file name is the one kept.
    const unnamed = fields.filter((f) => f.kind !== 'field' || !f.name.startsWith('original_'));
    for (const filename of FILENAME_TRAPS)
      cases.push({
        label: `form file ${name} named ${filename.slice(0, 30)}`,
        body: form([...unnamed, ...others, file(name, sample, filename)]),
      });
    for (const type of FILE_TYPE_TRAPS)
      cases.push({
        label: `form file ${name} typed ${String(type)}`,
        body: withFile(file(name, sample, 'upload.png', type)),
      });
    cases.push(
      { label: `form file ${name} empty`, body: withFile(file(name, Buffer.alloc(0))) },
      {
        label: `form file ${name} cut in half`,
        body: withFile(file(name, sample.subarray(0, sample.length >> 1))),
      },
      { label: `form file ${name} past the upload limit`, body: withFile(file(name, OVER_LIMIT)) },
      { label: `form file ${name} twice`, body: form([...whole, file(name, sample)]) },
    );
  }
  const firstField = Object.keys(shape.fields)[0] ?? 'name';
  const encoded = encodeForm(whole);
  cases.push(
    { label: 'form field after the files', body: form([...files, ...fields]) },
    {
      label: 'form file under a text field’s name',
      body: form([...fields, file(firstField, Buffer.from('x'))]),
    },
    { label: 'form file nobody asked for', body: form([...whole, file('stray', Buffer.from('x'))]) },
    { label: 'form field twice', body: form([...whole, ...fields]) },
    {
      label: 'form with 40 fields',
      body: form([...Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x')), ...whole]),
    },
    {
      label: 'form with 5 files',
      body: form([...fields, ...Array.from({ length: 5 }, () => files[0] ?? file('file', Buffer.from('x')))]),
    },
    {
      label: 'form part without headers',
      body: form([{ kind: 'raw', head: '', content: Buffer.from('x') }, ...whole]),
    },
    {
      label: 'form part without a name',
      body: form([
        { kind: 'raw', head: 'Content-Disposition: form-data\r\n', content: Buffer.from('x') },
        ...whole,
      ]),
    },
    {
      label: 'form part header cut short',
      body: form([{ kind: 'raw', head: 'Content-Disposition: form-da', content: Buffer.from('x') }]),
    },
    { label: 'form without its closing boundary', body: form(whole, { closed: false }) },
    {
      label: 'form cut in the middle',
      body: { payload: encoded.subarray(0, encoded.length >> 1), contentType: FORM_CONTENT_TYPE },
    },
    {
      label: 'form cut after its first boundary',
      body: { payload: encoded.subarray(0, 30), contentType: FORM_CONTENT_TYPE },
    },
  );
  for (const contentType of REQUEST_TYPE_TRAPS)
    cases.push({
      label: `form sent as ${contentType.slice(0, 50)}`,
      body: { payload: encoded, contentType },
    });
  return cases;
}
