import type { ComboboxItem } from '@mantine/core';
import type { TRealm } from '@ared/contract/realms';
import { REALM_ENTITY_TEXTS as T } from './texts';

/**
 * A realm as a picker option. Partner and SME realms can share a name, so the label says whose realm it
 * is: "Kigali Central · Partner realm", "Lobby · SME realm: Kimironko Coffee".
 */
export const realmOption = (realm: Pick<TRealm, 'id' | 'name' | 'type' | 'sme'>): ComboboxItem => ({
  value: String(realm.id),
  label: `${realm.name} · ${realm.type === 'sme_realm' ? T.smeRealm(realm.sme?.name ?? '—') : T.partnerRealm}`,
});
