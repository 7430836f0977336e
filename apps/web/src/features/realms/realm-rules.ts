import type { TRealm } from '@ared/contract/realms';
import { REALMS_TEXTS } from './texts';

export type RealmKind = TRealm['type'];

/** Tabs of /realms (kept in ?tab=): partner realms first, by default. */
export const REALM_TABS = ['partner', 'sme'] as const;
export type RealmTab = (typeof REALM_TABS)[number];
export const REALM_TAB_KIND: Record<RealmTab, RealmKind> = { partner: 'partner_realm', sme: 'sme_realm' };
export const parseRealmTab = (raw: string | null): RealmTab => (raw === 'sme' ? 'sme' : 'partner');
export const tabOfKind = (kind: RealmKind): RealmTab => (kind === 'sme_realm' ? 'sme' : 'partner');

export const realmKindLabel = (kind: RealmKind): string => REALMS_TEXTS.kind[kind];

/**
 * The realm Edit action: partner_admin only (spec part 2 §6), and only for SME realms. A partner realm's
 * form would show a read-only name and no type selector, i.e. nothing to change, so it gets no Edit.
 */
export const canEditRealm = (isAdmin: boolean, realm: Pick<TRealm, 'type'>): boolean =>
  isAdmin && realm.type === 'sme_realm';

export type AddRealmValues = { type: RealmKind; name: string; sme: string | null };
export type CreateRealmBody = { name: string; partner: number } | { name: string; sme: number };

/**
 * POST realms/ body: {name, partner} for My Realm, {name, sme} for an SME realm. Null when the name (or the
 * SME of an SME realm) is missing: then nothing is sent (spec part 2 §5).
 */
export const buildCreateRealmBody = (
  values: AddRealmValues,
  partnerId: number | null,
): CreateRealmBody | null => {
  const name = values.name.trim();
  if (!name) return null;
  if (values.type === 'sme_realm') {
    const sme = Number(values.sme);
    return values.sme && Number.isInteger(sme) && sme > 0 ? { name, sme } : null;
  }
  return partnerId ? { name, partner: partnerId } : null;
};
