import { z } from 'zod/mini';
import { ZDetailSchema } from '@ared/contract/common';

/** An APK is saved under a name of our own making (package and version), never the uploader's. */
export const apkDownloadName = (packageName: string, versionName: string) =>
  `${packageName}-${versionName}.apk`.replace(/[^A-Za-z0-9._-]/g, '_');

/** What a download route answers besides its errors (ranges: lib/serve-file.ts). */
export const APK_BYTES_RESPONSES = {
  200: z.any().check(z.describe('application/vnd.android.package-archive')),
  206: z.any().check(z.describe('one range of the APK')),
  304: z.any().check(z.describe('not modified')),
  416: ZDetailSchema,
};
