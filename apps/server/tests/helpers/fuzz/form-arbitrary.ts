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
} from './multipart-bodies';
import type { FormShape } from './multipart-forms';

/** A text field's value: mostly what a client would send, else a trap. */
const valueOf = (values: fc.Arbitrary<string>): fc.Arbitrary<string | Buffer> =>
  fc.oneof(
    { arbitrary: values, weight: 8 },
    fc.constantFrom(...FORM_FIELD_TRAPS),
    fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
  );

const fileContent = (samples: Buffer[]): fc.Arbitrary<Buffer> =>
  fc.oneof(
    ...(samples.length > 0 ? [{ arbitrary: fc.constantFrom(...samples), weight: 3 }] : []),
    { arbitrary: fc.constant(Buffer.alloc(0)), weight: 1 },
    { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  );

/** A file part for `name`: mostly a file a client would upload there, named and typed as it would. */
const fileFor = (name: string, samples: Buffer[]): fc.Arbitrary<FormPart> =>
  fc
    .record({
      filename: fc.oneof(
        { arbitrary: fc.constant('upload.png'), weight: 3 },
        fc.constantFrom(...FILENAME_TRAPS),
      ),
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/octet-stream'), weight: 3 },
        fc.constantFrom(...FILE_TYPE_TRAPS),
      ),
      content: fileContent(samples),
    })
    .map(({ filename, contentType, content }) => file(name, content, filename, contentType));

/** Now and then, a few parts nobody asked for (an unknown field, a known one again, a stray file). */
const sometimes = (part: fc.Arbitrary<FormPart>): fc.Arbitrary<FormPart[]> =>
  fc.oneof(
    { arbitrary: fc.constant([] as FormPart[]), weight: 4 },
    fc.array(part, { minLength: 1, maxLength: 2 }),
  );

/**
 * Forms generated from the shape by fast-check, mostly as a client fills them with traps anywhere: each
 * field mostly there and ordinary (else missing, or a trap), each file mostly one a client would upload
 * (else missing, empty, random bytes, badly named or typed), now and then parts nobody asked for, the files
 * before the fields, the body cut short or unclosed, or the wrong request content type.
 */
export function formArbitrary(shape: FormShape): fc.Arbitrary<RequestBody> {
  const fieldNames = Object.keys(shape.fields);
  const fields = fc.tuple(
    ...fieldNames.map((name) =>
      fc.option(
        valueOf(shape.fields[name]!).map((value) => field(name, value)),
        { freq: 10, nil: null },
      ),
    ),
  );
  const files = fc.tuple(
    ...Object.entries(shape.files).map(([name, samples]) =>
      fc.option(fileFor(name, samples), { freq: 4, nil: null }),
    ),
  );
  const strayName = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('stray', ...fieldNames));
  const stray = sometimes(
    fc.oneof(
      fc.tuple(strayName, valueOf(fc.string())).map(([name, value]) => field(name, value)),
      strayName.chain((name) => fileFor(name, [])),
    ),
  );
  return fc
    .record({
      fields,
      files,
      stray,
      filesFirst: fc.oneof({ arbitrary: fc.constant(false), weight: 6 }, fc.constant(true)),
      end: fc.oneof(
        { arbitrary: fc.constant('whole' as const), weight: 8 },
        fc.constant('unclosed' as const),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      contentType: fc.oneof(
        { arbitrary: fc.constant(FORM_CONTENT_TYPE), weight: 10 },
        fc.constantFrom(...REQUEST_TYPE_TRAPS),
      ),
    })
    .map(({ fields, files, stray, filesFirst, end, contentType }) => {
      const text = [...fields.filter((f) => f !== null), ...stray.filter((p) => p.kind === 'field')];
      const uploads = [...files.filter((f) => f !== null), ...stray.filter((p) => p.kind !== 'field')];
      const payload = encodeForm(filesFirst ? [...uploads, ...text] : [...text, ...uploads], {
        closed: end !== 'unclosed',
      });
      return {
        payload: typeof end === 'number' ? payload.subarray(0, Math.floor(payload.length * end)) : payload,
        contentType,
      };
    });
}
