/**
 * Calendar dates (YYYY-MM-DD) as billing sees them: in the partners' time zone, so a due date is a day in
 * Kigali whatever the server's zone is.
 *
 * The three ways this file reads a zone's wall clock. A formatter costs far more to build than to use (a mail
 * listing 1,000 boxes formats 1,000 times), so each is built once per zone.
 */
const FORMATS = {
  /** 'YYYY-MM-DD' straight from `format` (en-CA orders and pads it so). */
  date: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  dateTime: [
    'en-GB',
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
  ],
  offset: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(kind: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const [locale, options] = FORMATS[kind];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const partsOf = (format: Intl.DateTimeFormat, instant: Date | number) =>
  Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));

export function localDate(instant: Date, timeZone: string): string {
  return formatterFor('date', timeZone).format(instant);
}

const DAY_MS = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** 'YYYY-MM-DD HH:mm' of `instant` in the zone (the partners' wall clock). */
export function localDateTime(instant: Date, timeZone: string): string {
  const parts = partsOf(formatterFor('dateTime', timeZone), instant);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Kigali: +2 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = partsOf(formatterFor('offset', timeZone), instant);
  const asUtc = Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The zone's offset from UTC at `instant`, in whole minutes (Kigali: 120), as the signed-in user's screens need it. */
export const utcOffsetMinutes = (instant: Date, timeZone: string): number =>
  Math.round(zoneOffsetMs(instant.getTime(), timeZone) / 60_000);
