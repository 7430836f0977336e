import { type AnyColumn, sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';

/** What the people search looks in, lower-cased; the search's condition repeats it so the index serves. */
export const usersSearchText = (t: {
  email: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  role: AnyColumn;
  userType: AnyColumn;
}) =>
  sql`lower(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.role} || ' ' || ${t.userType})`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; unique without regard to case. */
    email: text('email').notNull(),
    /** argon2id; null for accounts that cannot sign in until a password is set by reset. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    gender: text('gender', { enum: ['Male', 'Female', 'Other'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationalIdNo: text('national_id_no'),
    country: text('country'),
    areaOfOperation: text('area_of_operation'),
    profilePic: text('profile_pic'),
    role: text('role').notNull(),
    userType: text('user_type').notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    isActive: boolean('is_active').notNull().default(true),
    changedPasswordAfterInitialLogin: boolean('changed_password_after_initial_login')
      .notNull()
      .default(false),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    /**
     * No foreign key: users are a Citus reference table (decision 083), which may not reference the
     * partner's distributed SMEs; the product never deletes an SME.
     */
    smeId: integer('sme_id'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_sme_idx').on(t.smeId),
    // A partner's people (not SME accounts) are told apart by phone and national id within the partner;
    // across partners they may repeat, so a uniqueness answer never reveals another partner's people.
    uniqueIndex('users_partner_phone_unique')
      .on(t.partnerId, t.phone)
      .where(sql`${t.userType} <> 'SME' and ${t.phone} <> ''`),
    uniqueIndex('users_partner_national_id_unique')
      .on(t.partnerId, t.nationalIdNo)
      .where(sql`${t.userType} <> 'SME' and ${t.nationalIdNo} <> ''`),
    // The people lists, newest first (decision 033): System Admins' tabs over the partner's people (SME
    // accounts are not people of the partner), and a type's list (micro franchisees, officers), each whole
    // or by status. Deep pages seek on these from kept anchors (decision 021).
    index('users_people_joined_idx')
      .on(t.partnerId, t.dateJoined, t.id)
      .where(sql`${t.userType} <> 'SME'`),
    index('users_people_active_joined_idx')
      .on(t.partnerId, t.isActive, t.dateJoined, t.id)
      .where(sql`${t.userType} <> 'SME'`),
    index('users_partner_type_joined_idx').on(t.partnerId, t.userType, t.dateJoined, t.id),
    index('users_partner_type_active_joined_idx').on(t.partnerId, t.userType, t.isActive, t.dateJoined, t.id),
    // The people search: a substring of the email, the name, the role or the type (part 1 §5), by trigrams.
    index('users_search_trgm_idx').using('gin', sql`${usersSearchText(t)} gin_trgm_ops`),
  ],
);
