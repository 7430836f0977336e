import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { AdvertsTable } from '../components/adverts-table';
import { ADVERT_PAGE_TEXTS as T } from '../texts';

/** /adverts (part 2 §2): the partner's adverts; Add Advert goes to /add-advert. */
export function AdvertsPage() {
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button component={Link} to="/add-advert" leftSection={<IconPlus size={16} />}>
            {T.add}
          </Button>
        }
      />
      <AdvertsTable inUrl label={T.title} emptyText={T.empty} failedText={T.listFailed} />
    </>
  );
}
