import { z } from 'zod';
import { ZIdParamSchema, ZIdSchema, ZPageQuerySchema, paginated, whenMissing } from './common';

/**
 * Offline files the boxes serve (All Media, Offline Files, the realm's Offline Files tab) and their
 * categories: part 2 §2, §3, §4, §5, §7, §8. Uploads are multipart (or resumable, tus); the server checks each
 * file by its content, not its name.
 */

export const MEDIA_FILE_TYPES = ['Image', 'Video', 'Audio', 'Document', 'App'] as const;
export const ZMediaFileTypeSchema = z.enum(MEDIA_FILE_TYPES);
export type TMediaFileType = z.infer<typeof ZMediaFileTypeSchema>;
export const MEDIA_STATUSES = ['Enabled', 'Disabled'] as const;
export const ZMediaStatusSchema = z.enum(MEDIA_STATUSES);

/** The thumbnail picker accepts these (part 2 §5). */
export const THUMBNAIL_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/**
 * Download file names by type (part 2 §7: file.png, file.mp4, file.zip, otherwise file.pdf). Audio is not
 * a PDF: it gets `file.` and the extension of its checked content (the server's Content-Disposition).
 */
export const MEDIA_DOWNLOAD_NAMES: Record<Exclude<TMediaFileType, 'Audio'>, string> = {
  Image: 'file.png',
  Video: 'file.mp4',
  Document: 'file.pdf',
  App: 'file.zip',
};

export const MEDIA_TEXTS = {
  missingFields: 'Provide the missing fields',
  /** '<Field> field is required' */
  fieldRequired: (field: string) => `${field} field is required`,
  mainFileExists: (name: string) => `Main file: ${name} already exists`,
  thumbnailExists: (name: string) => `Thumbnail file: ${name} already exists`,
  // 'Sucessfully' in the spec; SPEC-NOTES corrects it to 'successfully' (spec/texts.txt agrees).
  created: 'Media file is created successfully',
  categoryCreated: 'Media Category Created',
  categoryAdded: 'Media category added',
  deleted: 'Media has been successfully deleted',
  deletedAlt: 'Media has been deleted successfully',
  categoryDeleted: 'Category and its associated offline files deleted',
  disableFailed: 'Could not create media at this time',
  realmDeleteFailed: 'Could not delete media at this time',
  deleteFailed: 'Could not delete the media',
  categoryDeleteFailed: 'Could not delete category at this time',
  uploadNetworkFailed: 'Request failed. Check your internet connection.',
  uploadFailed: 'An error occurred during the upload',
} as const;

export const ZMediaFileSchema = z.object({
  id: z.number().int(),
  /** The download URL (served only to the partner's users, or its boxes with their device key). */
  file: z.string(),
  file_type: ZMediaFileTypeSchema,
  realm: z.number().int(),
  realm_name: z.string(),
  status: ZMediaStatusSchema,
  category: z.number().int().nullable(),
  category_name: z.string().nullable(),
  name: z.string(),
  sme: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  original_file_name: z.string(),
  thumbnail: z.string().nullable(),
  original_thumbnail_name: z.string().nullable(),
  created: z.string(),
  description: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  /** Ours: bytes and SHA-256 (hex) of the stored file, what a box checks after syncing. */
  size: z.number().int(),
  checksum: z.string(),
  content_type: z.string(),
});
export type TMediaFile = z.infer<typeof ZMediaFileSchema>;
export const ZMediaFilePageSchema = paginated(ZMediaFileSchema);

export const ZMediaFileListQuerySchema = z.object({
  realm: ZIdParamSchema.optional(),
  realm__partner: ZIdParamSchema.optional(),
  realm__sme: ZIdParamSchema.optional(),
  realm__sme__partner: ZIdParamSchema.optional(),
  category: ZIdParamSchema.optional(),
  status: ZMediaStatusSchema.optional(),
  file_type: ZMediaFileTypeSchema.optional(),
  search: z.string().trim().max(100).optional(),
  ...ZPageQuerySchema.shape,
});

/** PATCH files/{id}/: the spec only disables ('deleted' → Disabled). */
export const ZMediaFileUpdateRequestSchema = z.object({ status: ZMediaStatusSchema });

export const ZMediaCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  realm: z.number().int(),
  linked_realm: z.object({ name: z.string() }),
  created: z.string(),
});
export type TMediaCategory = z.infer<typeof ZMediaCategorySchema>;
export const ZMediaCategoryPageSchema = paginated(ZMediaCategorySchema);
export const ZMediaCategoryListQuerySchema = z.object({
  realm: ZIdParamSchema.optional(),
  realm__partner: ZIdParamSchema.optional(),
  realm__sme__partner: ZIdParamSchema.optional(),
  realm__sme: ZIdParamSchema.optional(),
  search: z.string().trim().max(100).optional(),
  ...ZPageQuerySchema.shape,
});
export const ZMediaCategoryCreateRequestSchema = z.object({
  name: z.string(whenMissing('Name is required')).trim().min(1, 'Name is required').max(100),
  realm: ZIdSchema,
});

/** GET /device/content: what a box syncs, its realm's enabled files. */
export const ZDeviceContentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_type: ZMediaFileTypeSchema,
  category: z.string().nullable(),
  size: z.number().int(),
  checksum: z.string(),
  content_type: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  updated: z.string(),
});
export const ZDeviceContentSchema = z.object({
  realm: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  files: z.array(ZDeviceContentItemSchema),
});

/** GET files/export/: the list's filters, every row (decision 051). */
export const ZMediaFileExportQuerySchema = ZMediaFileListQuerySchema.omit({ page: true, page_size: true });
export type TMediaFileExportQuery = z.input<typeof ZMediaFileExportQuerySchema>;
