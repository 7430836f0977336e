// The product's validation messages (decision 014): the name's check says what the server would.
import '@ared/contract/messages';
import { useState } from 'react';
import { Anchor, Button, Group, TextInput } from '@mantine/core';
import { ZMediaCategoryCreateRequestSchema } from '@ared/contract/media';
import { firstFieldError, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useCreateMediaCategory } from '../api/create-media-category';
import { MEDIA_PAGE_TEXTS } from '../texts';

const T = MEDIA_PAGE_TEXTS.category;

type Props = {
  realm: number;
  /** The toast of the page the upload is on (part 2 §8). */
  successText: string;
  /** The new category, to be chosen at once. */
  onCreated: (categoryId: number) => void;
};

/**
 * A category created in place, inside the upload form (issue 29 §3): a realm without one would otherwise stop
 * the upload with nowhere to go but closing the form, and the chosen file with it.
 */
export function InlineNewCategory({ realm, successText, onCreated }: Props) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMediaCategory();

  if (!open)
    return (
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)}>
        {T.title}
      </Anchor>
    );

  const submit = async () => {
    const invalid = ZMediaCategoryCreateRequestSchema.shape.name.safeParse(name).error?.issues[0]?.message;
    if (invalid) return setError(invalid);
    try {
      const created = await create.mutateAsync({ name: name.trim(), realm });
      notify.success(successText);
      onCreated(created.id);
      setOpen(false);
      setName('');
      setError(null);
    } catch (failure) {
      setError(firstFieldError(failure, 'name') ?? serverMessage(failure) ?? T.failed);
    }
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={T.title}
        placeholder={T.namePlaceholder}
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        // Enter creates the category, not the whole upload.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void submit();
        }}
        error={error}
        style={{ flex: 1 }}
        autoFocus
      />
      <Button mt={25} onClick={() => void submit()} loading={create.isPending}>
        {T.submit}
      </Button>
      <Button mt={25} variant="default" onClick={() => setOpen(false)}>
        {T.cancel}
      </Button>
    </Group>
  );
}
