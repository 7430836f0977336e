import { z } from 'zod/mini';
import { ZIdParamSchema, ZIdSchema, ZPageQuerySchema, paginated, whenMissing } from './common';
import { MEDIA_FILE_TYPES, MEDIA_STATUSES } from './media-texts';
export {
  MEDIA_DOWNLOAD_NAMES,
  MEDIA_FILE_TYPES,
  MEDIA_STATUSES,
  MEDIA_TEXTS,
  THUMBNAIL_EXTENSIONS,
} from './media-texts';

/**
 * Offline files the boxes serve (All Media, Offline Files, the realm's Offline Files tab) and their
 * categories: part 2 §2, §3, §4, §5, §7, §8. Uploads are multipart (or resumable, tus); the server checks each
 * file by its content, not its name.
 */

export const ZMediaFileTypeSchema = z.enum(MEDIA_FILE_TYPES);
export type TMediaFileType = z.infer<typeof ZMediaFileTypeSchema>;
export const ZMediaStatusSchema = z.enum(MEDIA_STATUSES);

export const ZMediaFileSchema = z.object({
  id: z.int(),
  /** The download URL (served only to the partner's users, or its boxes with their device key). */
  file: z.string(),
  file_type: ZMediaFileTypeSchema,
  realm: z.int(),
  realm_name: z.string(),
  status: ZMediaStatusSchema,
  category: z.nullable(z.int()),
  category_name: z.nullable(z.string()),
  name: z.string(),
  sme: z.nullable(z.object({ id: z.int(), name: z.string() })),
  original_file_name: z.string(),
  thumbnail: z.nullable(z.string()),
  original_thumbnail_name: z.nullable(z.string()),
  created: z.string(),
  description: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  /** Ours: bytes and SHA-256 (hex) of the stored file, what a box checks after syncing. */
  size: z.int(),
  checksum: z.string(),
  content_type: z.string(),
});
export type TMediaFile = z.infer<typeof ZMediaFileSchema>;
export const ZMediaFilePageSchema = paginated(ZMediaFileSchema);

export const ZMediaFileListQuerySchema = z.object({
  realm: z.optional(ZIdParamSchema),
  realm__partner: z.optional(ZIdParamSchema),
  realm__sme: z.optional(ZIdParamSchema),
  realm__sme__partner: z.optional(ZIdParamSchema),
  category: z.optional(ZIdParamSchema),
  status: z.optional(ZMediaStatusSchema),
  file_type: z.optional(ZMediaFileTypeSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
});

/** PATCH files/{id}/: the spec only disables ('deleted' → Disabled). */
export const ZMediaFileUpdateRequestSchema = z.object({ status: ZMediaStatusSchema });

export const ZMediaCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  realm: z.int(),
  linked_realm: z.object({ name: z.string() }),
  created: z.string(),
});
export type TMediaCategory = z.infer<typeof ZMediaCategorySchema>;
export const ZMediaCategoryPageSchema = paginated(ZMediaCategorySchema);
export const ZMediaCategoryListQuerySchema = z.object({
  realm: z.optional(ZIdParamSchema),
  realm__partner: z.optional(ZIdParamSchema),
  realm__sme__partner: z.optional(ZIdParamSchema),
  realm__sme: z.optional(ZIdParamSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  ...ZPageQuerySchema.shape,
});
export const ZMediaCategoryCreateRequestSchema = z.object({
  name: z
    .string(whenMissing('Name is required'))
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
  realm: ZIdSchema,
});

/** GET /device/content: what a box syncs, its realm's enabled files. */
export const ZDeviceContentItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  file_type: ZMediaFileTypeSchema,
  category: z.nullable(z.string()),
  size: z.int(),
  checksum: z.string(),
  content_type: z.string(),
  url: z.string(),
  thumbnail_url: z.nullable(z.string()),
  updated: z.string(),
});
export const ZDeviceContentSchema = z.object({
  realm: z.nullable(z.object({ id: z.int(), name: z.string() })),
  files: z.array(ZDeviceContentItemSchema),
});

/** GET files/export/: the list's filters, every row (decision 051). */
export const ZMediaFileExportQuerySchema = z.omit(ZMediaFileListQuerySchema, { page: true, page_size: true });
export type TMediaFileExportQuery = z.input<typeof ZMediaFileExportQuerySchema>;
