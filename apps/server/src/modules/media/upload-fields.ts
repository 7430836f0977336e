import { z } from 'zod/mini';
import { ZIdParamSchema, whenMissing } from '@ared/contract/common';
import {
  MEDIA_FILE_TYPES,
  MEDIA_TEXTS,
  ZMediaFileTypeSchema,
  ZMediaStatusSchema,
} from '@ared/contract/media';
import { parseFieldsOr400 } from '../../lib/parse-fields';

const required = (label: string) => whenMissing(MEDIA_TEXTS.fieldRequired(label));
/** A display name only: stored as text, never used to build a path (keys are random, decision 026). */
const displayName = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));

/**
 * The text fields of POST /v1/files/ (part 2 §5: Media Type, Realm, Category and Description required,
 * '<Field> field is required'). A field sent blank counts as missing, as the web's form does.
 */
/** The contract's id-in-a-form rule (digits only), after the field's own 'required' message. */
const idDigits = ZIdParamSchema as unknown as z.ZodMiniType<number, string>;

const ZUploadFieldsSchema = z.object({
  file_type: z.pipe(z.transform(blankToUndefined), z.enum(MEDIA_FILE_TYPES, required('Media Type'))),
  realm: z.pipe(z.transform(blankToUndefined), z.pipe(z.string(required('Realm')), idDigits)),
  category: z.pipe(z.transform(blankToUndefined), z.pipe(z.string(required('Category')), idDigits)),
  description: z.pipe(
    z.transform(blankToUndefined),
    z.string(required('Description')).check(z.trim(), z.maxLength(2000)),
  ),
  status: z.pipe(z.transform(blankToUndefined), z._default(ZMediaStatusSchema, 'Enabled')),
  title: z.pipe(z.transform(blankToUndefined), z._default(z.string().check(z.trim(), z.maxLength(255)), '')),
  original_file_name: z.pipe(z.transform(blankToUndefined), z.optional(displayName)),
  original_thumbnail_name: z.pipe(z.transform(blankToUndefined), z.optional(displayName)),
  /** The id of a finished resumable upload (tus, /v1/uploads/) instead of a `file` part. */
  upload: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  ),
});

function blankToUndefined(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export type UploadFields = {
  fileType: z.infer<typeof ZMediaFileTypeSchema>;
  realm: number;
  category: number;
  description: string;
  status: z.infer<typeof ZMediaStatusSchema>;
  title: string;
  originalFileName: string | undefined;
  originalThumbnailName: string | undefined;
  upload: string | undefined;
};

/** The form's text fields, checked, or 400 with every field's error at once. */
export function parseUploadFields(fields: Record<string, string>): UploadFields {
  const f = parseFieldsOr400(ZUploadFieldsSchema, fields, MEDIA_TEXTS.missingFields);
  return {
    fileType: f.file_type,
    realm: f.realm,
    category: f.category,
    description: f.description,
    status: f.status,
    title: f.title,
    originalFileName: f.original_file_name,
    originalThumbnailName: f.original_thumbnail_name,
    upload: f.upload,
  };
}
