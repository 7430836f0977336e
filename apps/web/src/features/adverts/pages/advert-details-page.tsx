import { useEffect } from 'react';
import { Alert, Anchor, Button, Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { realmDetailsPath } from '../../../entities/realm/realm-links';
import { ApiError } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAdvert } from '../api/get-advert';
import { EnabledBadge } from '../../../components/enabled-badge';
import { advertMediaUrl } from '../components/adverts-columns';
import { parseAdvertId } from '../advert-id';
import { ADVERT_PAGE_TEXTS as T } from '../texts';
import { DetailField } from '../../../components/detail-field';

const D = T.details;
const BACK = { to: '/adverts', label: D.back };

/** /advert-details/{id} (part 2 §2): the advert, a View Media link, ENABLED or DISABLED, Edit Advert. */
export function AdvertDetailsPage() {
  const id = parseAdvertId(useParams().id);
  const query = useAdvert(id);
  const isMissing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.isError && !isMissing) notify.error(T.fetchFailed);
  }, [query.isError, isMissing]);

  if (id === null || isMissing)
    return (
      <RecordNotFound
        pageTitle={D.title}
        title={D.notFoundTitle}
        body={D.notFoundBody}
        back={BACK}
        testId="advert-not-found"
      />
    );
  const advert = query.data;
  const media = advert ? advertMediaUrl(advert) : null;
  return (
    <>
      <PageHeader
        title={advert?.title ?? D.title}
        description={advert ? D.title : undefined}
        actions={
          <>
            <BackToListButton {...BACK} />
            {advert && (
              <Button component={Link} to={`/edit-advert/${advert.id}`} leftSection={<IconEdit size={16} />}>
                {D.edit}
              </Button>
            )}
          </>
        }
      />
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {D.retry}
          </Button>
        </Alert>
      )}
      {advert ? (
        <Card padding="lg" radius="lg" withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <DetailField label={D.fields.title}>
              <Text fw={600}>{advert.title}</Text>
            </DetailField>
            <DetailField label={D.fields.realm}>
              <Anchor component={Link} to={realmDetailsPath(advert.realm.id)}>
                {advert.realm.name}
              </Anchor>
            </DetailField>
            <DetailField label={D.fields.description}>
              <Text>{advert.short_description}</Text>
            </DetailField>
            <DetailField label={D.fields.type}>
              <Text>{advert.ad_type}</Text>
            </DetailField>
            <DetailField label={D.fields.media}>
              {media ? (
                <Anchor href={media} target="_blank" rel="noopener noreferrer">
                  {D.viewMedia}
                </Anchor>
              ) : (
                <Text>{D.noMedia}</Text>
              )}
            </DetailField>
            <DetailField label={D.fields.status}>
              <EnabledBadge isEnabled={advert.is_active} upper />
            </DetailField>
            <DetailField label={D.fields.created}>
              <Text>{formatListDateTime(advert.created) ?? D.none}</Text>
            </DetailField>
            <DetailField label={D.fields.startDate}>
              <Text>{advert.start_date ?? D.none}</Text>
            </DetailField>
            <DetailField label={D.fields.endDate}>
              <Text>{advert.end_date ?? D.none}</Text>
            </DetailField>
          </SimpleGrid>
        </Card>
      ) : (
        !query.isError && <Skeleton h={260} radius="lg" />
      )}
    </>
  );
}
