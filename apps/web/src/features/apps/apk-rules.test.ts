import { describe, expect, it } from 'vitest';
import { apkUploadErrors, pageOfRows } from './apk-rules';

const rows = Array.from({ length: 23 }, (_, i) => i + 1);
const apk = (name: string) => new File(['PK'], name);

describe('pageOfRows (client paging)', () => {
  it('shows pageSize rows of the page, the last one short', () => {
    expect(pageOfRows(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOfRows(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageOfRows(rows, 2, 20)).toEqual([21, 22, 23]);
  });

  it('shows the last page when the page is past the end (after a delete), and nothing for no rows', () => {
    expect(pageOfRows(rows, 9, 10)).toEqual([21, 22, 23]);
    expect(pageOfRows(rows.slice(0, 20), 3, 10)).toEqual(rows.slice(10, 20));
    expect(pageOfRows([], 1, 10)).toEqual([]);
  });
});

describe('apkUploadErrors', () => {
  it("asks for name, type and file in the server's words", () => {
    expect(apkUploadErrors({ name: ' ', apk_type: null, file: null }, 'apk only')).toEqual({
      name: 'Name field is required',
      apk_type: 'Type field is required',
      file: 'APK file is required',
    });
  });

  it('takes an .apk whatever its case, and refuses another name before sending', () => {
    expect(
      apkUploadErrors({ name: 'Kiosk', apk_type: 'Kiosk App', file: apk('Kiosk.APK') }, 'apk only'),
    ).toEqual({});
    expect(
      apkUploadErrors({ name: 'Kiosk', apk_type: 'Kiosk App', file: apk('kiosk.zip') }, 'apk only'),
    ).toEqual({
      file: 'apk only',
    });
  });
});
