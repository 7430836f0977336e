import { z } from 'zod';
import { ZChangePasswordRequestSchema } from '@ared/contract/auth';
import { GENDERS } from '@ared/contract/plans';
import { ZUpdateMeRequestSchema } from '@ared/contract/users';
import { PROFILE_TEXTS } from './texts';

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The profile form: the contract's PATCH body with the required fields of spec part 1 §5. */
export const ZProfileFormSchema = ZUpdateMeRequestSchema.required({
  first_name: true,
  last_name: true,
  phone: true,
})
  .omit({ email: true, gender: true, date_of_birth: true })
  .extend({
    email: z.string(),
    gender: z.enum(GENDERS, { error: PROFILE_TEXTS.genderRequired }),
    date_of_birth: z.string().nullable(),
    profile_pic: z
      .instanceof(File)
      .refine((f) => PICTURE_TYPES.includes(f.type), PROFILE_TEXTS.pictureType)
      .refine((f) => f.size <= PICTURE_MAX_BYTES, PROFILE_TEXTS.pictureSize)
      .nullable(),
  });
export type TProfileForm = z.infer<typeof ZProfileFormSchema>;
/** What the inputs hold: gender may still be unset for users created without one. */
export type TProfileFormValues = Omit<TProfileForm, 'gender'> & { gender: TProfileForm['gender'] | null };

const P = PROFILE_TEXTS.password;
const password = (required: string) => z.string().min(1, required).min(6, P.length).max(50, P.length);

/** Profile page password change (POST auth/users/set_password/); mismatch reads 'Passwords do not match'. */
export const ZProfilePasswordFormSchema = ZChangePasswordRequestSchema.extend({
  current_password: z.string().min(1, P.currentRequired),
  new_password: password(P.newRequired),
  confirm_password: z.string().min(1, P.confirmRequired),
}).refine((v) => v.new_password === v.confirm_password, { message: P.mismatch, path: ['confirm_password'] });
export type TProfilePasswordForm = z.infer<typeof ZProfilePasswordFormSchema>;
