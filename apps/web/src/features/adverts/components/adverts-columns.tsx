import { Anchor, Button, Group, Text } from '@mantine/core';
import { EnabledBadge } from '../../../components/enabled-badge';
import { Link } from 'react-router';
import type { TAdvert } from '@ared/contract/adverts';
import type { DataTableColumn } from '../../../components/data-table/types';
import { realmDetailsPath } from '../../../entities/realm/realm-links';
import { formatListDateTime } from '../../../lib/format';
import { ADVERT_PAGE_TEXTS as T } from '../texts';

const C = T.columns;

export const advertDetailsPath = (id: number) => `/advert-details/${id}`;
/** What Download opens in a new tab: the file, or a Link advert's YouTube video. */
export const advertMediaUrl = (a: TAdvert): string | null => a.file ?? a.youtube_url;

/** The list's columns (part 2 §2): title, realm (to its details page), type, status, created, actions. */
export const advertColumns = ({
  onDelete,
  withRealm = true,
}: {
  onDelete: (advert: TAdvert) => void;
  withRealm?: boolean;
}): DataTableColumn<TAdvert>[] => [
  {
    id: 'title',
    header: C.title,
    render: (a) => (
      <Text size="sm" fw={600}>
        {a.title}
      </Text>
    ),
  },
  ...(withRealm
    ? [
        {
          id: 'realm',
          header: C.realm,
          priority: 2 as const,
          render: (a: TAdvert) => (
            <Anchor component={Link} to={realmDetailsPath(a.realm.id)} size="sm">
              {a.realm.name}
            </Anchor>
          ),
        },
      ]
    : []),
  { id: 'type', header: C.type, priority: 2, render: (a) => <Text size="sm">{a.ad_type}</Text> },
  { id: 'status', header: C.status, width: 110, render: (a) => <EnabledBadge isEnabled={a.is_active} /> },
  {
    id: 'created',
    header: C.created,
    priority: 3,
    render: (a) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatListDateTime(a.created) ?? '—'}
      </Text>
    ),
  },
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (a) => {
      const media = advertMediaUrl(a);
      return (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={advertDetailsPath(a.id)}
            aria-label={T.actions.viewLabel(a.title)}
          >
            {T.actions.view}
          </Button>
          {media && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={media}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={T.actions.downloadLabel(a.title)}
            >
              {T.actions.download}
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={T.actions.deleteLabel(a.title)}
            onClick={() => onDelete(a)}
          >
            {T.actions.delete}
          </Button>
        </Group>
      );
    },
  },
];
