import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { FirstUseSelect } from '../../../components/first-use-select';
import { IconPlus } from '@tabler/icons-react';
import {
  ANSWER_TYPES,
  ANSWER_TYPE_LABELS,
  type AnswerType,
  QUESTION_TEXT_MAX,
} from '@ared/contract/survey-texts';
import { type DraftQuestion, newDraft } from '../question-drafts';
import { SURVEYS_TEXTS as T } from '../texts';

const TYPE_OPTIONS = ANSWER_TYPES.map((value) => ({ value, label: ANSWER_TYPE_LABELS[value] }));

/** Pick an answer type, type a question, Add: appended to the list; empty text is not added (part 2 §2). */
export function QuestionComposer({
  onAdd,
  isFull,
}: {
  onAdd: (draft: DraftQuestion) => void;
  isFull: boolean;
}) {
  const [type, setType] = useState<AnswerType>('short_answer');
  const [text, setText] = useState('');

  const add = () => {
    const draft = newDraft(type, text);
    if (!draft) return;
    onAdd(draft);
    setText('');
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <FirstUseSelect
        label={T.editor.answerType}
        data={TYPE_OPTIONS}
        value={type}
        onChange={(value) => value && setType(value as AnswerType)}
        allowDeselect={false}
        w={220}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={T.editor.question}
        placeholder={T.editor.questionPlaceholder}
        value={text}
        maxLength={QUESTION_TEXT_MAX}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button leftSection={<IconPlus size={16} />} onClick={add} disabled={isFull}>
        {T.editor.add}
      </Button>
    </Group>
  );
}
