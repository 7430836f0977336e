import {
  HOTEL_STAY_CSV_COLUMNS,
  HOTEL_STAY_CSV_MAX_ROWS,
  HOTEL_STAY_TEXTS as T,
  type THotelStayImportResult,
} from '@ared/contract/hotel-stays';
import { textProblem } from '@ared/contract/common';
import { HttpError } from '../../lib/http-errors';
import type { AppDeps } from '../../types';
import { ownRealm } from '../realms';
import { parseCsv } from './csv-parse';
import { hotelStays } from './schema';
import { type CheckedStay, checkStay } from './stays';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (11 columns a row). */
const CHUNK = 1000;
/** Row errors reported at most: the first ones are what the front desk fixes first. */
const MAX_REPORTED = 200;

const LABELS: Record<string, string> = {
  room_number: T.roomNumber,
  last_name: T.lastName,
  first_name: T.firstName,
  check_in: T.checkIn,
  check_out: T.checkOut,
};

/**
 * A hotel's CSV of stays into one realm, whole file or nothing (decision 068): every row is checked first,
 * and a file with any bad row answers 400 with each bad row's errors under `line N` (its line in the file,
 * the header being line 1) and stores nothing, so the front desk fixes the file and imports it again
 * without any row going in twice. A row already stored (same realm, room, name and check-in) is skipped,
 * so importing the same file twice adds nothing. All rows go in one transaction.
 */
export async function importStays(
  deps: AppDeps,
  partnerId: number,
  { realm, csv }: { realm: number; csv: string },
): Promise<THotelStayImportResult> {
  const db = deps.database.db;
  const own = await ownRealm(db, partnerId, realm);
  const { records, unclosedAt } = parseCsv(csv);
  if (unclosedAt !== null)
    throw new HttpError(400, 'Invalid file.', {
      [`line ${unclosedAt}`]: ['A quoted field is never closed.'],
    });
  const [header, ...rows] = records;
  const columns = HOTEL_STAY_CSV_COLUMNS.join(', ');
  const names = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const at = Object.fromEntries(HOTEL_STAY_CSV_COLUMNS.map((c) => [c, names.indexOf(c)]));
  const missing = HOTEL_STAY_CSV_COLUMNS.filter((c) => c !== 'first_name' && at[c]! < 0);
  if (!header || missing.length > 0)
    throw new HttpError(400, T.badHeader(columns), { csv: [T.badHeader(columns)] });
  if (rows.length === 0) throw new HttpError(400, T.emptyFile, { csv: [T.emptyFile] });
  if (rows.length > HOTEL_STAY_CSV_MAX_ROWS) {
    const text = T.tooManyRows(HOTEL_STAY_CSV_MAX_ROWS);
    throw new HttpError(400, text, { csv: [text] });
  }
  const now = deps.clock.now();
  const timeZone = deps.config.billing.timeZone;
  const errors: Record<string, string[]> = {};
  let bad = 0;
  const good: CheckedStay[] = [];
  for (const { line, cells } of rows) {
    const cell = (name: string) => (at[name]! >= 0 ? (cells[at[name]!] ?? '') : '');
    const problems: string[] = [];
    const problem = cells.map(textProblem).find((p) => p !== null);
    if (problem) problems.push(problem);
    else {
      const checked = checkStay(
        {
          room_number: cell('room_number'),
          last_name: cell('last_name'),
          first_name: cell('first_name'),
          check_in: cell('check_in'),
          check_out: cell('check_out'),
        },
        timeZone,
      );
      if (checked.errors)
        for (const [field, messages] of Object.entries(checked.errors))
          problems.push(...messages.map((m) => `${LABELS[field] ?? field}: ${m}`));
      else if (
        checked.stay.roomNumber.length > 20 ||
        checked.stay.lastName.length > 100 ||
        (checked.stay.firstName?.length ?? 0) > 100
      )
        problems.push('A room number has at most 20 characters, a name at most 100.');
      else if (checked.stay.checkOut <= now) problems.push(`${T.checkOut}: ${T.checkOutPassed}`);
      else good.push(checked.stay);
    }
    if (problems.length > 0) {
      bad += 1;
      if (bad <= MAX_REPORTED) errors[`line ${line}`] = problems;
    }
  }
  if (bad > 0) throw new HttpError(400, T.badFile(bad), { non_field_errors: [T.badFile(bad)], ...errors });
  const imported = await db.transaction(async (tx) => {
    let inserted = 0;
    for (let i = 0; i < good.length; i += CHUNK) {
      const made = await tx
        .insert(hotelStays)
        .values(good.slice(i, i + CHUNK).map((stay) => ({ partnerId, realmId: own.id, ...stay })))
        .onConflictDoNothing()
        .returning({ id: hotelStays.id });
      inserted += made.length;
    }
    return inserted;
  });
  return { imported, skipped: good.length - imported };
}
