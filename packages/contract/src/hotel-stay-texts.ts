/**
 * The guests' stays of a hotel (HMS): the import file's columns and bounds and the screens' texts, constants
 * without zod, so that the web's HMS page can read them without building the contract's schemas before it can
 * draw (decision 103). `./hotel-stays` re-exports them.
 */

/**
 * The HMS add-on (issue 30 §3, decision 068): the stays a hotel keeps per realm, so its guests sign in on
 * the portal with their room number and last name and stay online until check-out.
 */
export const HOTEL_STAY_TEXTS = {
  title: 'Hotel guests',
  addStay: 'Add stay',
  editStay: 'Edit stay',
  realm: 'Realm',
  roomNumber: 'Room number',
  lastName: 'Last name',
  firstName: 'First name',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  save: 'Save',
  cancel: 'Cancel',
  checkOutNow: 'Check out now',
  delete: 'Delete',
  importCsv: 'Import CSV',
  downloadTemplate: 'Download template',
  added: 'Stay added',
  saved: 'Stay saved',
  checkedOut: 'Guest checked out: their Wi-Fi access has ended',
  deleted: 'Stay deleted',
  imported: (imported: number, skipped: number) =>
    `${imported} ${imported === 1 ? 'stay' : 'stays'} imported${
      skipped > 0 ? `, ${skipped} already there` : ''
    }`,
  required: (label: string) => `${label} field is required`,
  badDateTime: 'Enter a date and time as YYYY-MM-DD HH:mm.',
  checkOutBeforeCheckIn: 'Check-out must be after check-in.',
  tooLong: `A stay can last at most ${365} days.`,
  checkOutPassed: 'Check-out is already past: the stay would give no access.',
  alreadyEnded: 'This stay has already ended.',
  badFile: (bad: number) =>
    `${bad} ${bad === 1 ? 'row has' : 'rows have'} errors; nothing was imported. Fix ${
      bad === 1 ? 'it' : 'them'
    } and import the file again.`,
  tooManyRows: (max: number) => `A file may hold at most ${max} stays; split it into smaller files.`,
  badHeader: (columns: string) => `The first line must name the columns: ${columns}.`,
  emptyFile: 'The file holds no stays.',
  fileTooBig: 'The file is larger than 1 MB; split it into smaller files.',
  noneCurrent: 'No guests are staying now.',
  noneUpcoming: 'No arrivals are planned.',
} as const;

/** The CSV's columns, in the template's order; first_name may be empty. Times in the partner's zone. */
export const HOTEL_STAY_CSV_COLUMNS = [
  'room_number',
  'last_name',
  'first_name',
  'check_in',
  'check_out',
] as const;

/** Rows a file may hold, and its size on the wire: a 300-room hotel's month is about 9,000 rows. */
export const HOTEL_STAY_CSV_MAX_ROWS = 10_000;

export const HOTEL_STAY_CSV_MAX_BYTES = 1024 * 1024;
