import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ZUpdateMeRequestSchema, type TMe } from '@ared/contract/users';
import type { Db } from '../../db/client';
import { HttpError, fieldError } from '../../lib/http-errors';
import { parseFieldsOr400 } from '../../lib/parse-fields';
import type { FileStore } from '../../lib/file-store';
import { detectImageType, asUploadError } from '../../lib/uploads';
import type { Mailer } from '../../lib/mailer';
import { verifyPassword } from '../../lib/passwords';
import { textFieldErrors } from '../../lib/text-fields';
import type { AuthUser } from '../../types';
import {
  emailTakenByOther,
  findPartner,
  findUserById,
  latestAcceptedTerms,
  partnerRouterSerials,
  updateUser,
} from './queries';
import { emailChangedMail } from './mail';
import { toMe, toPartnerSummary, toSignInMe } from './serialize';

export const PROFILE_PIC_MAX_BYTES = 5 * 1024 * 1024;
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change the email address.';
export const WRONG_CURRENT_PASSWORD = 'Invalid password.';

/**
 * `timeZone` is the partners' calendar: one for the platform today (BILLING_TIME_ZONE, the days bills fall
 * due on), so the dashboard's "today" is the partner's business day and not the browser's.
 */
export async function loadMe(db: Db, auth: AuthUser, timeZone: string): Promise<TMe> {
  const user = await findUserById(db, auth.id);
  if (!user) throw new HttpError(401, 'User not found or inactive.');
  if (!auth.otpVerified) return toSignInMe(user, await latestAcceptedTerms(db, user.id));
  const partner = user.partnerId === null ? undefined : await findPartner(db, user.partnerId);
  const summary = partner
    ? toPartnerSummary(partner, await partnerRouterSerials(db, partner.id), timeZone)
    : null;
  return toMe(user, summary, {
    acceptedTermsVersion: await latestAcceptedTerms(db, user.id),
    otpVerified: auth.otpVerified,
  });
}

type ProfileForm = { fields: Record<string, string>; picture: { content: Buffer } | null };

/** Reads the multipart form: text fields and at most one `profile_pic` file. */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the profile as multipart/form-data.');
  const fields: Record<string, string> = {};
  let picture: ProfileForm['picture'] = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PROFILE_PIC_MAX_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'profile_pic') {
          file.file.resume();
          throw fieldError(file.fieldname, 'Unexpected file.');
        }
        const content = await file.toBuffer();
        if (content.length > 0) picture = { content };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  const textErrors = textFieldErrors(fields);
  if (textErrors) throw new HttpError(400, 'Invalid text.', textErrors);
  return { fields, picture };
}

/** What PATCH auth/users/me/ changes (current_password only goes with an email change). */
const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'gender', 'date_of_birth'];
export const NOTHING_TO_CHANGE =
  'Nothing to change: send first_name, last_name, email, phone, gender, date_of_birth or profile_pic.';

export async function updateMe(
  { db, files, mailer, timeZone }: { db: Db; files: FileStore; mailer: Mailer; timeZone: string },
  auth: AuthUser,
  form: ProfileForm,
): Promise<TMe> {
  const known = Object.fromEntries(
    Object.entries(form.fields).filter(([key]) => PROFILE_FIELDS.includes(key) || key === 'current_password'),
  );
  // A form that names nothing the profile has is a client's mistake (a misspelt field, the wrong endpoint):
  // say so rather than answer 200 as if something were saved.
  if (!form.picture && !PROFILE_FIELDS.some((key) => key in known))
    throw new HttpError(400, NOTHING_TO_CHANGE);
  const values = parseFieldsOr400(ZUpdateMeRequestSchema, known, 'Invalid profile.');
  const current = await findUserById(db, auth.id);
  if (!current) throw new HttpError(401, 'User not found or inactive.');
  const newEmail = values.email?.toLowerCase();
  const isEmailChange = newEmail !== undefined && newEmail !== current.email.toLowerCase();
  if (isEmailChange) await assertCurrentPassword(current.passwordHash, values.current_password);
  if (newEmail && (await emailTakenByOther(db, newEmail, auth.id))) {
    throw fieldError('email', 'user with this email already exists.');
  }
  let pictureExt: ReturnType<typeof detectImageType> = null;
  if (form.picture) {
    pictureExt = detectImageType(form.picture.content);
    if (!pictureExt) throw fieldError('profile_pic', 'Upload a valid image (PNG, JPEG, GIF or WebP).');
  }
  const profilePic =
    form.picture && pictureExt
      ? (await files.put('profile_pics', pictureExt, form.picture.content)).url
      : undefined;
  const changes = {
    ...(values.first_name !== undefined && { firstName: values.first_name }),
    ...(values.last_name !== undefined && { lastName: values.last_name }),
    ...(newEmail !== undefined && { email: newEmail }),
    ...(values.phone !== undefined && { phone: values.phone }),
    ...(values.gender !== undefined && { gender: values.gender }),
    ...(values.date_of_birth !== undefined && {
      dateOfBirth: values.date_of_birth === '' ? null : values.date_of_birth,
    }),
    ...(profilePic && { profilePic }),
  };
  // Fields sent with the values they already have change nothing: an UPDATE needs a column.
  if (Object.keys(changes).length > 0) await updateUser(db, auth.id, changes);
  // The old picture goes once the new one is saved; a URL that is not the store's (seed data) stays.
  const oldKey = current.profilePic ? files.keyOfUrl(current.profilePic) : null;
  if (profilePic && oldKey) await files.delete(oldKey);
  if (isEmailChange)
    await mailer.send(emailChangedMail({ to: current.email, firstName: current.firstName, newEmail }));
  return loadMe(db, auth, timeZone);
}

/** Changing the sign-in address takes the password too: a session alone cannot take over the account. */
async function assertCurrentPassword(passwordHash: string | null, password: string | undefined) {
  if (!password) throw fieldError('current_password', CURRENT_PASSWORD_REQUIRED);
  if (!(await verifyPassword(passwordHash, password)))
    throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
}
