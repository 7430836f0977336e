import { Anchor, Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TSurvey } from '@ared/contract/surveys';
import type { DataTableColumn } from '../../../components/data-table/types';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import { realmDetailsPath } from '../../../entities/realm/realm-links';
import { formatListDateTime } from '../../../lib/format';
import { surveyDetailsPath } from '../survey-links';
import { SURVEYS_TEXTS as T } from '../texts';
import { EnabledBadge } from '../../../components/enabled-badge';

const C = T.list.columns;

/**
 * Title, Realm (to the realm's details), Questions, Status, Created, and View (to the survey's details); a
 * phone shows Title and View.
 */
export const surveysColumns: DataTableColumn<TSurvey>[] = [
  {
    id: 'title',
    header: C.title,
    render: (s) => (
      <TruncatedText fw={600} maw={260}>
        {s.title}
      </TruncatedText>
    ),
  },
  {
    id: 'realm',
    header: C.realm,
    priority: 2,
    render: (s) => (
      <Anchor component={Link} to={realmDetailsPath(s.realm.id)} size="sm">
        {s.realm.name}
      </Anchor>
    ),
  },
  { id: 'questions', header: C.questions, render: (s) => s.questions_count, priority: 3 },
  { id: 'status', header: C.status, render: (s) => <EnabledBadge isEnabled={s.active} />, priority: 2 },
  { id: 'created', header: C.created, render: (s) => formatListDateTime(s.created), priority: 3 },
  {
    id: 'action',
    header: C.action,
    render: (s) => (
      <Button
        component={Link}
        to={surveyDetailsPath(s.id)}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={`${T.list.view} ${s.title}`}
      >
        {T.list.view}
      </Button>
    ),
  },
];
