import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useMediaCategories } from '../api/get-media-categories';
import { MEDIA_PAGE_TEXTS } from '../texts';

const T = MEDIA_PAGE_TEXTS.upload;
/** A realm's categories fit one page; the picker offers them all. */
const CATEGORY_PAGE_SIZE = 100;

type Props = {
  realm: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: ReactNode;
};

/** The chosen realm's categories (GET categories/?realm={id}); disabled until a realm is chosen. */
export function MediaCategorySelect({ realm, value, onChange, error }: Props) {
  const realmId = realm ? Number(realm) : undefined;
  const query = useMediaCategories(
    { realm: realmId, page: 1, page_size: CATEGORY_PAGE_SIZE },
    Boolean(realmId),
  );
  const data = realmId
    ? (query.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }))
    : [];
  return (
    <Select
      label={T.category}
      placeholder={realmId ? T.categoryPlaceholder : T.categoryPickRealm}
      withAsterisk
      searchable
      disabled={!realmId}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      nothingFoundMessage={query.isFetching ? undefined : T.categoryNothingFound}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
