import { useEffect } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../lib/notify';
import { useSurveys } from '../api/get-surveys';
import { surveysColumns } from '../components/surveys-columns';
import { SURVEY_ADD_PATH } from '../survey-links';
import { SURVEYS_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';

/**
 * /surveys: the partner's surveys. The original hid the list on small screens (part 2 §2); issue 29 §4 asks
 * that no list disappear on a phone, so it fits the screen with its first columns instead.
 */
export function SurveysPage() {
  const list = useListParams();
  const query = useSurveys({ page: list.page, page_size: list.pageSize });

  useEffect(() => {
    if (query.error) notify.error(T.listFailed);
  }, [query.error]);

  return (
    <>
      <PageHeader
        title={T.list.title}
        description={T.list.description}
        actions={
          <Button component={Link} to={SURVEY_ADD_PATH} leftSection={<IconPlus size={16} />}>
            {T.addSurvey}
          </Button>
        }
      />
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.listFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.details.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.list.title}
        rows={query.data?.results ?? []}
        columns={surveysColumns}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.title}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={T.empty}
        minWidth={760}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
    </>
  );
}
