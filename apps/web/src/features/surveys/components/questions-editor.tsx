import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { QUESTIONS_MAX } from '@ared/contract/survey-texts';
import type { TSurveyQuestion } from '@ared/contract/surveys';
import { serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSaveSurveyQuestions } from '../api/save-survey-questions';
import {
  type DraftQuestion,
  appendDraft,
  draftOf,
  draftProblems,
  hasProblems,
  isDirty,
  moveDraft,
  removeDraft,
  saveBody,
  updateDraft,
} from '../question-drafts';
import { SURVEYS_TEXTS as T } from '../texts';
import { QuestionCard } from './question-card';
import { QuestionComposer } from './question-composer';

type Props = { surveyId: number; saved: TSurveyQuestion[] };

/**
 * The Questions tab: a local list built with Add, edited, reordered and removed, and stored whole by Save
 * (SPEC-NOTES: the spec's Save did nothing; here it saves). A saved question keeps its id, so its answers stay.
 */
export function QuestionsEditor({ surveyId, saved }: Props) {
  const [drafts, setDrafts] = useState<DraftQuestion[]>(() => saved.map(draftOf));
  const [savedList, setSavedList] = useState(saved);
  const save = useSaveSurveyQuestions();
  const dirty = isDirty(drafts, savedList);

  const onSave = async () => {
    if (hasProblems(drafts)) {
      notify.error(T.editor.checkQuestions);
      return;
    }
    try {
      const stored = await save.mutateAsync({ surveyId, body: saveBody(drafts) });
      setSavedList(stored);
      setDrafts(stored.map(draftOf));
      notify.success(T.questionsSaved);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.questionsSaveFailed);
    }
  };

  return (
    <Stack gap="md">
      <QuestionComposer
        onAdd={(d) => setDrafts((list) => appendDraft(list, d))}
        isFull={drafts.length >= QUESTIONS_MAX}
      />
      {drafts.length === 0 ? (
        <Text c="dimmed" data-testid="no-questions">
          {T.noQuestions}
        </Text>
      ) : (
        drafts.map((q, index) => (
          <QuestionCard
            key={q.key}
            index={index}
            count={drafts.length}
            question={q}
            problems={draftProblems(q)}
            onChange={(patch) => setDrafts((list) => updateDraft(list, index, patch))}
            onMove={(delta) => setDrafts((list) => moveDraft(list, index, delta))}
            onRemove={() => setDrafts((list) => removeDraft(list, index))}
          />
        ))
      )}
      <Group justify="flex-end" gap="sm">
        {dirty && (
          <Badge color="orange" variant="light">
            {T.editor.unsaved}
          </Badge>
        )}
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={save.isPending}>
          {T.editor.save}
        </Button>
      </Group>
    </Stack>
  );
}
