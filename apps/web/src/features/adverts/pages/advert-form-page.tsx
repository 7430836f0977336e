import { useEffect } from 'react';
import { Skeleton } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { BackToListButton, RecordNotFound } from '../../../components/record-not-found';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useAdvert } from '../api/get-advert';
import { parseAdvertId } from '../advert-id';
import { AdvertForm } from '../components/advert-form';
import { ADVERT_PAGE_TEXTS as T } from '../texts';

const BACK = { to: '/adverts', label: T.form.back };

/** /add-advert and /edit-advert/{id} (part 2 §2): add without an id, edit with one; then /adverts. */
export function AdvertFormPage() {
  const raw = useParams().id;
  const id = parseAdvertId(raw);
  const isEdit = raw !== undefined;
  const navigate = useNavigate();
  const query = useAdvert(isEdit ? id : null);
  const isMissing =
    isEdit && (id === null || (query.error instanceof ApiError && query.error.status === 404));
  useEffect(() => {
    if (query.isError && !isMissing) notify.error(T.form.loadFailed);
  }, [query.isError, isMissing]);
  const toList = () => navigate('/adverts');

  if (isMissing)
    return (
      <RecordNotFound
        pageTitle={T.form.editTitle}
        title={T.details.notFoundTitle}
        body={T.details.notFoundBody}
        back={BACK}
        testId="advert-not-found"
      />
    );
  return (
    <>
      <PageHeader
        title={isEdit ? T.form.editTitle : T.form.addTitle}
        actions={<BackToListButton {...BACK} />}
      />
      {isEdit && !query.data ? (
        !query.isError && <Skeleton h={420} radius="lg" />
      ) : (
        <AdvertForm key={query.data?.id ?? 'new'} advert={query.data} onDone={toList} onCancel={toList} />
      )}
    </>
  );
}
