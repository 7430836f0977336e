import { z } from 'zod/mini';
import { ZPageQuerySchema, digitsParam, idField, paginated } from './common';
import { HOTEL_STAY_CSV_COLUMNS, HOTEL_STAY_CSV_MAX_BYTES, HOTEL_STAY_TEXTS } from './hotel-stay-texts';
export {
  HOTEL_STAY_CSV_COLUMNS,
  HOTEL_STAY_CSV_MAX_BYTES,
  HOTEL_STAY_CSV_MAX_ROWS,
  HOTEL_STAY_TEXTS,
} from './hotel-stay-texts';

export const HOTEL_STAY_MAX_DAYS = 365;
export const ROOM_NUMBER_MAX = 20;
export const GUEST_NAME_MAX = 100;

/** 'YYYY-MM-DD HH:mm' (a space or a T), wall time in the partners' time zone; or an ISO instant with offset. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

const text = (label: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? HOTEL_STAY_TEXTS.required(label)
          : 'Not a valid string.',
    })
    .check(
      z.trim(),
      z.minLength(1, HOTEL_STAY_TEXTS.required(label)),
      z.maxLength(max, `Ensure this field has no more than ${max} characters.`),
    );

const when = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? HOTEL_STAY_TEXTS.required(label)
          : HOTEL_STAY_TEXTS.badDateTime,
    })
    .check(
      z.trim(),
      z.maxLength(40, HOTEL_STAY_TEXTS.badDateTime),
      z.refine((v) => LOCAL_DATE_TIME.test(v) || ISO_INSTANT.test(v), HOTEL_STAY_TEXTS.badDateTime),
    );

const firstName = z.optional(
  z.nullable(
    z
      .string('Not a valid string.')
      .check(
        z.trim(),
        z.maxLength(GUEST_NAME_MAX, `Ensure this field has no more than ${GUEST_NAME_MAX} characters.`),
      ),
  ),
);

/** POST /v1/hotel-stays/: one stay; the dates are checked by the server (the partners' zone). */
export const ZHotelStayCreateRequestSchema = z.object({
  realm: idField(),
  room_number: text(HOTEL_STAY_TEXTS.roomNumber, ROOM_NUMBER_MAX),
  last_name: text(HOTEL_STAY_TEXTS.lastName, GUEST_NAME_MAX),
  first_name: firstName,
  check_in: when(HOTEL_STAY_TEXTS.checkIn),
  check_out: when(HOTEL_STAY_TEXTS.checkOut),
});
export type THotelStayCreateRequest = z.infer<typeof ZHotelStayCreateRequestSchema>;

/** PATCH /v1/hotel-stays/{id}/: any of the fields; the realm stays. */
export const ZHotelStayUpdateRequestSchema = z.object({
  room_number: z.optional(text(HOTEL_STAY_TEXTS.roomNumber, ROOM_NUMBER_MAX)),
  last_name: z.optional(text(HOTEL_STAY_TEXTS.lastName, GUEST_NAME_MAX)),
  first_name: firstName,
  check_in: z.optional(when(HOTEL_STAY_TEXTS.checkIn)),
  check_out: z.optional(when(HOTEL_STAY_TEXTS.checkOut)),
});
export type THotelStayUpdateRequest = z.infer<typeof ZHotelStayUpdateRequestSchema>;

export const HOTEL_STAY_STATES = ['upcoming', 'current', 'ended'] as const;
export type THotelStayState = (typeof HOTEL_STAY_STATES)[number];

export const ZHotelStaySchema = z.object({
  id: z.int(),
  realm: z.int(),
  realm_name: z.string(),
  room_number: z.string(),
  last_name: z.string(),
  first_name: z.nullable(z.string()),
  /** Instants (ISO, UTC); the dashboard shows them in the partners' zone. */
  check_in: z.string(),
  check_out: z.string(),
  /** Read at the time of the request: before check-in, until check-out, after. */
  state: z.enum(HOTEL_STAY_STATES),
  created: z.string(),
});
export type THotelStay = z.infer<typeof ZHotelStaySchema>;
export const ZHotelStayPageSchema = paginated(ZHotelStaySchema);

/** `open`: current and upcoming (the page's default); `all`: every stay. */
export const HOTEL_STAY_LIST_STATES = ['open', 'current', 'upcoming', 'ended', 'all'] as const;

export const ZHotelStayListQuerySchema = z.extend(ZPageQuerySchema, {
  realm: z.optional(digitsParam(idField())),
  /** A room number as typed (any case, spaces around): the stays of that room. */
  room: z.optional(z.string().check(z.trim(), z.maxLength(ROOM_NUMBER_MAX))),
  state: z._default(z.enum(HOTEL_STAY_LIST_STATES), 'open'),
  partner: z.optional(digitsParam(idField())),
});

/** POST /v1/hotel-stays/import/: the realm and the CSV file's text (UTF-8, comma-separated). */
export const ZHotelStayImportRequestSchema = z.object({
  realm: idField(),
  csv: z
    .string('Not a valid string.')
    .check(z.maxLength(HOTEL_STAY_CSV_MAX_BYTES, HOTEL_STAY_TEXTS.fileTooBig)),
});
export const ZHotelStayImportResultSchema = z.object({
  imported: z.int(),
  /** Rows already stored (same realm, room, name and check-in): importing a file twice adds nothing. */
  skipped: z.int(),
});
export type THotelStayImportResult = z.infer<typeof ZHotelStayImportResultSchema>;

/** The template a hotel fills in (the header and one example row). */
export const HOTEL_STAY_CSV_TEMPLATE = `${HOTEL_STAY_CSV_COLUMNS.join(',')}\n101,Uwase,Aline,2026-12-01 14:00,2026-12-04 11:00\n`;

/**
 * The key a room or a name is matched on: trimmed, inner spaces as one, accents dropped, any case
 * ("  Nzeyimána " and "NZEYIMANA" are one name). The portal and the dashboard use the same rule.
 */
export function matchKey(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}
