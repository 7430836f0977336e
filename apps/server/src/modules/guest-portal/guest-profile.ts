import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestProfiles } from './schema';
import type { PortalTexts } from './i18n';
import type { ProfileField } from './portal-data';

export const GENDERS = ['female', 'male', 'other', 'unsaid'] as const;

export type GuestProfile = Partial<{
  age: number;
  country: string;
  phone: string;
  address: string;
  gender: string;
}>;

const LIMITS = { country: 56, address: 200 } as const;

/**
 * The details the partner asks for (its collect_* flags), checked: each one asked is required, an age is a
 * whole number from 1 to 120, a phone number 7 to 15 digits with an optional +, a gender one of the
 * choices. Returns the profile, or the guest's errors in their language.
 */
export function checkProfile(
  fields: ProfileField[],
  form: Record<string, string>,
  t: PortalTexts,
): { profile: GuestProfile; errors: Partial<Record<ProfileField, string>> } {
  const profile: GuestProfile = {};
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of fields) {
    const value = (form[field] ?? '').trim();
    if (value === '') {
      errors[field] = t.required;
      continue;
    }
    if (field === 'age') {
      const age = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (age >= 1 && age <= 120) profile.age = age;
      else errors.age = t.invalid;
    } else if (field === 'phone') {
      const phone = value.replace(/[\s-]/g, '');
      if (/^\+?\d{7,15}$/.test(phone)) profile.phone = phone;
      else errors.phone = t.invalid;
    } else if (field === 'gender') {
      if ((GENDERS as readonly string[]).includes(value)) profile.gender = value;
      else errors.gender = t.invalid;
    } else if (value.length > LIMITS[field]) errors[field] = t.tooLong;
    else profile[field] = value;
  }
  return { profile, errors };
}

/** Keeps what the guest told this partner, one row per viewer, the latest answers winning. */
export async function saveGuestProfile(
  db: Db,
  who: { partnerId: number; routerId: number; viewerId: string },
  profile: GuestProfile,
): Promise<void> {
  if (Object.keys(profile).length === 0) return;
  const values = { ...who, ...profile, updated: new Date() };
  await db
    .insert(guestProfiles)
    .values(values)
    .onConflictDoUpdate({
      target: [guestProfiles.partnerId, guestProfiles.viewerId],
      set: { ...profile, routerId: who.routerId, updated: sql`now()` },
    });
}
