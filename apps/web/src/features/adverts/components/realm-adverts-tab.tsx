import { Stack, Title } from '@mantine/core';
import type { TRealm } from '@ared/contract/realms';
import { ADVERT_PAGE_TEXTS as T } from '../texts';
import { AdvertsTable } from './adverts-table';

/** The realm details page's Adverts tab: GET verts/?realm={id} (part 2 §2 Realms). */
export function RealmAdvertsTab({ record: realm }: { record: TRealm }) {
  return (
    <Stack gap="sm">
      <Title order={4}>{T.realmTab.heading}</Title>
      {/* In state, not the URL: the realm page's own ?tab= is the only thing there. */}
      <AdvertsTable
        realmId={realm.id}
        inUrl={false}
        label={T.realmTab.heading}
        emptyText={T.realmTab.empty}
        failedText={T.realmTab.fetchFailed}
      />
    </Stack>
  );
}
