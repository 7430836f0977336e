import { useNavigate } from 'react-router';
import { BackToListButton } from '../../../components/record-not-found';
import { PageHeader } from '../../../components/page-header';
import { SurveyForm } from '../components/survey-form';
import { SURVEYS_PATH } from '../survey-links';
import { SURVEYS_TEXTS as T } from '../texts';

/** /survey: Add Survey; after success or on Cancel, back to /surveys (part 2 §2). */
export function SurveyAddPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={T.add.title}
        actions={<BackToListButton to={SURVEYS_PATH} label={T.details.back} />}
      />
      <SurveyForm onDone={() => navigate(SURVEYS_PATH)} />
    </>
  );
}
