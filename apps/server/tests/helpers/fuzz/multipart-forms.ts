import fc from 'fast-check';
import { AD_TYPES } from '@ared/contract/adverts';
import { APK_TYPES } from '@ared/contract/apks';
import { MEDIA_FILE_TYPES, MEDIA_STATUSES } from '@ared/contract/media';
import { MENU_TYPES } from '@ared/contract/menus';
import { GENDERS } from '@ared/contract/plans';
import { APK_FIXTURES } from '../apk-files';
import { gifOf, mp4Of, webmOf } from '../media-fixtures';
import { PDF_BYTES, samplePng, sampleZip } from '../sample-files';
import type { JsonSchema } from './operations';
import { schemaArbitrary } from './schema-arbitrary';

/** Rows of the signed-in partner that a form's fields name. */
export type FormIds = { realm: number; category: number; partner: number };

/**
 * What a client puts in a multipart form: each text field with the values it would send, each file field
 * with files it would upload (the fuzz then breaks both).
 */
export type FormShape = { fields: Record<string, fc.Arbitrary<string>>; files: Record<string, Buffer[]> };

const id = (value: number) => fc.constant(String(value));
const oneOf = (values: readonly string[]) => fc.constantFrom(...values);
const text = (maxLength = 30) => fc.string({ minLength: 1, maxLength });
const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const yesNo = oneOf(['true', 'false']);
/** Mostly `usual` (a start before an end, a type that fits the first sample file), else any of `values`. */
const mostly = (usual: string, values: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: fc.constant(usual), weight: 3 }, values);
const email = fc.stringMatching(/^[a-z]{1,12}$/).map((name) => `${name}@example.com`);

const PNG = samplePng(4, 3);
/** Landscape (width/height ≥ 1.7), as an advert's picture must be. */
const WIDE_PNG = samplePng(34, 20);
const MP4 = mp4Of(640, 360);

/**
 * The upload forms, which the OpenAPI document cannot describe (their routes stream the body instead of
 * declaring it): the fields each route's summary names. A new multipart route fails the fuzz's coverage
 * check until it is described here.
 */
export const MULTIPART_FORMS: Record<string, (ids: FormIds) => FormShape> = {
  'POST /v1/files/': (ids) => ({
    fields: {
      realm: id(ids.realm),
      category: id(ids.category),
      file_type: mostly('Image', oneOf(MEDIA_FILE_TYPES)),
      status: oneOf(MEDIA_STATUSES),
      description: text(),
      title: text(),
      original_file_name: text(),
      original_thumbnail_name: text(),
      // Blank: no resumable upload (its bad ids are among the traps).
      upload: fc.constant(''),
    },
    files: { file: [PNG, PDF_BYTES, MP4, sampleZip()], thumbnail: [PNG] },
  }),
  'POST /v1/food-drink-menu/': (ids) => ({
    fields: { realm: id(ids.realm), menu_type: oneOf(MENU_TYPES), original_file_name: text() },
    files: { file: [PDF_BYTES] },
  }),
  'PATCH /v1/captive-portal/{id}/': () => ({
    fields: {
      name: text(),
      primary_message: text(60),
      background_color: oneOf(['#ffcc00', '#000000', '#FFF']),
      show_connect_message: yesNo,
    },
    files: { logo: [PNG, gifOf(3, 2)] },
  }),
  'POST /v1/verts/': advertForm,
  'PATCH /v1/verts/{id}/': advertForm,
  'POST /v1/apks/': (ids) => ({
    fields: { name: text(), apk_type: oneOf(APK_TYPES), partner: id(ids.partner) },
    files: { file: [APK_FIXTURES.kioskV7.bytes] },
  }),
  'PATCH /v1/auth/users/me/': () => ({
    fields: {
      first_name: text(),
      last_name: text(),
      email,
      phone: oneOf(['+250788000111', '0788000111']),
      gender: oneOf(GENDERS),
      date_of_birth: day,
      current_password: text(),
    },
    files: { profile_pic: [PNG] },
  }),
};

function advertForm(ids: FormIds): FormShape {
  return {
    fields: {
      title: text(),
      short_description: text(),
      ad_type: mostly('Image', oneOf(AD_TYPES)),
      realm: id(ids.realm),
      is_active: yesNo,
      youtube_url: oneOf(['https://youtu.be/dQw4w9WgXcQ', '']),
      start_date: mostly('2026-01-01', day),
      end_date: mostly('2026-12-31', day),
      partner: id(ids.partner),
    },
    files: { file: [WIDE_PNG, MP4, webmOf(640, 360)] },
  };
}

/**
 * Operations that take no body at all (an action on the path's row): they get the body traps, and nothing
 * is generated for them.
 */
export const BODYLESS = [
  'POST /v1/2fa/',
  'POST /v1/auth/users/{id}/reset-password/',
  'POST /v1/routers/{id}/device-key/',
  'POST /v1/routers/{id}/radius-secret/',
  'PATCH /v1/captive-portal/reset/',
  'POST /v1/alerts/{id}/read/',
  'POST /v1/alerts/read-all/',
  // The Queue System's operator actions (decision 067): the path says everything.
  'POST /v1/queues/realms/{realm}/call-next/',
  'POST /v1/queues/queue-tickets/{id}/served/',
  'POST /v1/queues/queue-tickets/{id}/no-show/',
  'POST /v1/hotel-stays/{id}/check-out/',
  // The assistant (decision 072): confirming a proposal, and the support inbox's take-over and end.
  'POST /assistant/proposals/{id}/confirm',
  'POST /v1/support-inbox/{id}/take-over/',
  'POST /v1/support-inbox/{id}/end/',
];

/**
 * A form whose fields the document describes (an operation taking JSON or form data), without files; its
 * `partner` and `realm` name the signed-in partner's rows, as a client's would.
 */
export function formOfSchema(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  ids: FormIds,
): FormShape {
  const properties = Object.entries(resolve(schema).properties ?? {});
  const own: Record<string, fc.Arbitrary<string>> = { partner: id(ids.partner), realm: id(ids.realm) };
  return {
    fields: Object.fromEntries(
      properties.map(([name, property]) => [
        name,
        own[name] ??
          schemaArbitrary(property, { resolve, hostile: false }).map((value) =>
            typeof value === 'string' ? value : JSON.stringify(value),
          ),
      ]),
    ),
    files: {},
  };
}
