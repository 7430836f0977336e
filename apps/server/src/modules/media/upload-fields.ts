import { z } from 'zod';
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
const displayName = z.string().trim().min(1).max(255);

/**
 * The text fields of POST /v1/files/ (part 2 §5: Media Type, Realm, Category and Description required,
 * '<Field> field is required'). A field sent blank counts as missing, as the web's form does.
 */
/** The contract's id-in-a-form rule (digits only), after the field's own 'required' message. */
const idDigits = ZIdParamSchema as unknown as z.ZodType<number, string>;

const ZUploadFieldsSchema = z.object({
  file_type: z.preprocess(blankToUndefined, z.enum(MEDIA_FILE_TYPES, required('Media Type'))),
  realm: z.preprocess(blankToUndefined, z.string(required('Realm')).pipe(idDigits)),
  category: z.preprocess(blankToUndefined, z.string(required('Category')).pipe(idDigits)),
  description: z.preprocess(blankToUndefined, z.string(required('Description')).trim().max(2000)),
  status: z.preprocess(blankToUndefined, ZMediaStatusSchema.default('Enabled')),
  title: z.preprocess(blankToUndefined, z.string().trim().max(255).default('')),
  original_file_name: z.preprocess(blankToUndefined, displayName.optional()),
  original_thumbnail_name: z.preprocess(blankToUndefined, displayName.optional()),
  /** The id of a finished resumable upload (tus, /v1/uploads/) instead of a `file` part. */
  upload: z.preprocess(blankToUndefined, z.string().trim().min(1).max(200).optional()),
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
