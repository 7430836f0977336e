import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { ZIdParamSchema, whenMissing } from '@ared/contract/common';
import { MENU_TEXTS, MENU_TYPES, type TMenu, type TMenuType } from '@ared/contract/menus';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { clientFileName } from '../../lib/client-file-name';
import type { FileStore } from '../../lib/file-store';
import { HttpError, badRequest } from '../../lib/http-errors';
import { parseFieldsOr400 } from '../../lib/parse-fields';
import { readUploadForm } from '../../lib/upload-form';
import { MENU_KINDS, type ReceivedFile, receiveUpload } from '../../lib/uploads';
import { ownRealm } from '../realms';
import { saveMenu } from './menus';

/** Menus are private: served only by GET food-drink-menu/{id}/download/ (decision 026). */
export const MENUS_FOLDER = 'menus';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const idDigits = ZIdParamSchema as unknown as z.ZodMiniType<number, string>;

/** The menu form's text fields (part 2 §5): Realm and a menu type required, in the spec's words. */
const ZMenuFieldsSchema = z.object({
  realm: z.pipe(
    z.transform(blankToUndefined),
    z.pipe(z.string(whenMissing(MENU_TEXTS.realmRequired)), idDigits),
  ),
  menu_type: z.pipe(z.transform(blankToUndefined), z.enum(MENU_TYPES, whenMissing(MENU_TEXTS.typeRequired))),
  original_file_name: z.pipe(
    z.transform(blankToUndefined),
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(255))),
  ),
});
type MenuFields = z.infer<typeof ZMenuFieldsSchema>;

function parseMenuFields(fields: Record<string, string>): MenuFields {
  return parseFieldsOr400(ZMenuFieldsSchema, fields, MENU_TEXTS.missingFields);
}

/**
 * POST /v1/food-drink-menu/: one PDF (checked by content) for one menu type of one of the partner's
 * realms, which replaces the menus of that type (see replacedTypes). A refusal leaves nothing stored.
 */
export async function uploadMenu(
  { db, files, config }: { db: Db; files: FileStore; config: AppConfig },
  request: FastifyRequest,
  partnerId: number,
): Promise<TMenu> {
  let received: { file: ReceivedFile; name: string } | null = null;
  try {
    const checked = await readUploadForm(
      request,
      { maxFileBytes: config.uploadLimits.Document, maxFiles: 1 },
      {
        fileFields: ['file'],
        fields: async (raw) => {
          const fields = parseMenuFields(raw);
          return { fields, realm: await ownRealm(db, partnerId, fields.realm) };
        },
        file: async (part, { fields }) => {
          if (received) throw badRequest('Send one menu file.');
          const file = await receiveUpload(files, MENUS_FOLDER, part.stream, {
            kinds: MENU_KINDS,
            maxBytes: config.uploadLimits.Document,
            label: 'Menu',
          });
          received = { file, name: fields.original_file_name ?? clientFileName(part.filename, 'menu.pdf') };
        },
      },
    );
    const got = received as { file: ReceivedFile; name: string } | null;
    if (!got) throw missingFile(checked.fields.menu_type);
    return await saveMenu(
      { db, files },
      partnerId,
      checked.realm,
      checked.fields.menu_type,
      got.name,
      got.file,
    );
  } catch (error) {
    const stored = received as { file: ReceivedFile } | null;
    if (stored) await files.delete(stored.file.key).catch(() => undefined);
    throw error;
  }
}

const missingFile = (type: TMenuType) =>
  new HttpError(400, MENU_TEXTS.missingFields, { file: [MENU_TEXTS.fileRequired[type]] });
