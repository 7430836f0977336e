import { z } from 'zod/mini';
import { passwordsMatch } from '../../lib/passwords-match';
import { ZChangePasswordRequestSchema } from '@ared/contract/auth';
import { GENDERS } from '@ared/contract/user-paths';
import { ZUpdateMeRequestSchema } from '@ared/contract/users';
import { PROFILE_TEXTS } from './texts';

import { PICTURE_MAX_BYTES, PICTURE_TYPES } from './profile-fields';

export { PICTURE_MAX_BYTES, PICTURE_TYPES } from './profile-fields';

/** The profile form: the contract's PATCH body with the required fields of spec part 1 §5. */
export const ZProfileFormSchema = z.extend(
  z.omit(
    z.required(ZUpdateMeRequestSchema, {
      first_name: true,
      last_name: true,
      phone: true,
    }),
    { email: true, gender: true, date_of_birth: true },
  ),
  {
    email: z.string(),
    gender: z.enum(GENDERS, { error: PROFILE_TEXTS.genderRequired }),
    date_of_birth: z.nullable(z.string()),
    profile_pic: z.nullable(
      z.instanceof(File).check(
        z.refine((f) => PICTURE_TYPES.includes(f.type), PROFILE_TEXTS.pictureType),
        z.refine((f) => f.size <= PICTURE_MAX_BYTES, PROFILE_TEXTS.pictureSize),
      ),
    ),
  },
);
export type TProfileForm = z.infer<typeof ZProfileFormSchema>;
/** What the inputs hold: gender may still be unset for users created without one. */
export type TProfileFormValues = Omit<TProfileForm, 'gender'> & { gender: TProfileForm['gender'] | null };

const P = PROFILE_TEXTS.password;
const password = (required: string) =>
  z.string().check(z.minLength(1, required), z.minLength(6, P.length), z.maxLength(50, P.length));

/** Profile page password change (POST auth/users/set_password/); mismatch reads 'Passwords do not match'. */
export const ZProfilePasswordFormSchema = z
  .extend(ZChangePasswordRequestSchema, {
    current_password: z.string().check(z.minLength(1, P.currentRequired)),
    new_password: password(P.newRequired),
    confirm_password: z.string().check(z.minLength(1, P.confirmRequired)),
  })
  .check(passwordsMatch(P.mismatch));
export type TProfilePasswordForm = z.infer<typeof ZProfilePasswordFormSchema>;
