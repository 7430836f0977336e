import type { FastifyRequest } from 'fastify';
import { PORTAL_TEXTS, type TCaptivePortal } from '@ared/contract/captive-portal';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { badRequest } from '../../lib/http-errors';
import { readUploadForm } from '../../lib/upload-form';
import { IMAGE_KINDS, type ReceivedFile, receiveUpload } from '../../lib/uploads';
import { parsePortalFields } from './fields';
import { assertOwnPortal, updatePortal } from './portals';
import { assertCustomPortalAllowed } from './plan-rule';

/** Logos are public: guests' portal pages show them from /media/logos/ (decision 025). */
export const LOGOS_FOLDER = 'logos';
/** A logo is a small picture on a phone screen; 2 MB is generous and keeps a guest's page light. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** An SVG is refused whatever it is called: it is a document that can carry scripts (decision 029). */
const looksLikeSvg = (filename: string) => /\.svgz?$/i.test(filename.trim());

/**
 * PATCH /v1/captive-portal/{id}/: any subset of the text fields, and a logo checked by content (PNG, JPG,
 * GIF, WEBP) and size. A box in a Starter SME's realm is refused (403, no custom portal). A refusal changes nothing and leaves no bytes stored.
 */
export async function patchPortal(
  { db, files, config }: { db: Db; files: FileStore; config: AppConfig },
  request: FastifyRequest,
  partnerId: number,
  id: number,
): Promise<TCaptivePortal> {
  const maxBytes = Math.min(LOGO_MAX_BYTES, config.uploadLimits.Image);
  // Another partner's portal answers 404 before anything about the body (decision 003).
  await assertOwnPortal(db, partnerId, id);
  // Then the SME's plan (decision 069), still before any byte of a logo is stored.
  await assertCustomPortalAllowed(db, id);
  let logo: ReceivedFile | null = null;
  try {
    const changes = await readUploadForm(
      request,
      { maxFileBytes: maxBytes, maxFiles: 1 },
      {
        fileFields: ['logo'],
        fields: async (raw) => parsePortalFields(raw),
        file: async (part) => {
          if (logo) throw badRequest('Send one logo.');
          if (looksLikeSvg(part.filename)) {
            part.stream.resume();
            throw badRequest(PORTAL_TEXTS.svgRefused);
          }
          logo = await receiveUpload(files, LOGOS_FOLDER, part.stream, {
            kinds: IMAGE_KINDS,
            maxBytes,
            label: 'Logo',
          });
        },
      },
    );
    const got = logo as ReceivedFile | null;
    return await updatePortal({ db, files }, partnerId, id, got ? { ...changes, logoKey: got.key } : changes);
  } catch (error) {
    const stored = logo as ReceivedFile | null;
    if (stored) await files.delete(stored.key).catch(() => undefined);
    throw error;
  }
}
