import { z } from 'zod/mini';
import { ZPageQuerySchema, paginated } from './common';

/** The App Store (part 2 §2 App Store, §3 APK, §7 GET apks/): a partner's Android packages (decision 035). */

/** What an APK is for: the closed list a box asks the latest of (decision 035). */
export const APK_TYPES = [
  'Kiosk App',
  'Mini Server App',
  'Field Officer App',
  'Maintenance Officer App',
] as const;
export const ZApkTypeSchema = z.enum(APK_TYPES);
export type TApkType = z.infer<typeof ZApkTypeSchema>;

export const APK_TEXTS = {
  title: 'Recent APKs',
  upload: 'Upload APK',
  nameRequired: 'Name field is required',
  typeRequired: 'Type field is required',
  fileRequired: 'APK file is required',
  missingFields: 'Provide the missing fields',
  uploaded: 'APK uploaded successfully',
  deleted: 'The APK has been deleted successfully',
  deleteFailed: 'Could not delete the APK',
} as const;

/** Part 2 §3 APK (id, name, apk_type, created) and what was read from its manifest. */
export const ZApkSchema = z.object({
  id: z.int(),
  name: z.string(),
  apk_type: ZApkTypeSchema,
  created: z.string(),
  package_name: z.string(),
  version_name: z.string(),
  version_code: z.int(),
  size: z.int(),
});
export type TApk = z.infer<typeof ZApkSchema>;
export const ZApkPageSchema = paginated(ZApkSchema);
export type TApkPage = z.infer<typeof ZApkPageSchema>;

/**
 * The list is paged like every list (page_size at most 100); the page asks for the newest
 * RECENT_APKS_PAGE_SIZE and pages through them in the browser ("Client paging only").
 */
export const RECENT_APKS_PAGE_SIZE = 100;
export const ZApkListQuerySchema = z.object({ ...ZPageQuerySchema.shape });

/** GET /device/apks/latest?apk_type=: what a box needs to fetch and check the newest package of a type. */
export const ZDeviceLatestApkQuerySchema = z.object({ apk_type: ZApkTypeSchema });
export const ZDeviceApkSchema = z.object({
  id: z.int(),
  name: z.string(),
  apk_type: ZApkTypeSchema,
  package_name: z.string(),
  version_name: z.string(),
  version_code: z.int(),
  size: z.int(),
  sha256: z.string(),
  url: z.string(),
  created: z.string(),
});
export type TDeviceApk = z.infer<typeof ZDeviceApkSchema>;

/** Paths of the calls, shared by the server's tests and the web app. */
export const APK_PATHS = {
  list: '/v1/apks/',
  download: (id: number) => `/v1/apks/${id}/download/`,
  item: (id: number) => `/v1/apks/${id}/`,
  deviceLatest: '/device/apks/latest',
  deviceDownload: (id: number) => `/device/apks/${id}`,
} as const;
