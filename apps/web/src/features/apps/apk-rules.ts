import { APK_TEXTS, type TApkType } from '@ared/contract/apks';

/**
 * "Client paging only" (part 2 §2): the page holds the newest APKs (one bounded request) and shows
 * `pageSize` of them at a time.
 */
export function pageOfRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const lastPage = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), lastPage);
  return rows.slice((shown - 1) * pageSize, shown * pageSize);
}

export type ApkUploadValues = { name: string; apk_type: TApkType | null; file: File | null };
export const initialApkUploadValues = (): ApkUploadValues => ({ name: '', apk_type: null, file: null });

export type ApkUploadErrors = Partial<Record<keyof ApkUploadValues, string>>;

/**
 * What the browser can tell before sending: the three fields are there and the file is named .apk. Whether
 * it really is an Android package is the server's to say (by content): its `file` error is shown as is.
 */
export function apkUploadErrors(values: ApkUploadValues, apkOnlyText: string): ApkUploadErrors {
  const errors: ApkUploadErrors = {};
  if (!values.name.trim()) errors.name = APK_TEXTS.nameRequired;
  if (!values.apk_type) errors.apk_type = APK_TEXTS.typeRequired;
  if (!values.file) errors.file = APK_TEXTS.fileRequired;
  else if (!values.file.name.toLowerCase().endsWith('.apk')) errors.file = apkOnlyText;
  return errors;
}
