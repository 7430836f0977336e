import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { Contact } from '../api/assistant-calls';
import { isValidContactEmail } from '../chat-rules';
import { PANEL_TEXTS as T } from '../texts';

type Props = {
  initial: Contact;
  isBusy: boolean;
  onSubmit: (contact: Contact) => void;
  onCancel: () => void;
};

/**
 * The inline contact form of an escalation (part 2 §2, §5): name, email and company, prefilled from the
 * profile; Escape or Cancel closes it; submit waits while a call runs or while an entered email is invalid.
 */
export function ContactForm({ initial, isBusy, onSubmit, onCancel }: Props) {
  const [contact, setContact] = useState(initial);
  const isEmailValid = isValidContactEmail(contact.email);
  const field = (key: keyof Contact) => ({
    value: contact[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setContact((c) => ({ ...c, [key]: value }));
    },
  });
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    <form
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        if (isEmailValid && !isBusy)
          onSubmit({
            name: contact.name.trim(),
            email: contact.email.trim(),
            company: contact.company.trim(),
          });
      }}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {T.contact.title}
        </Text>
        <TextInput size="xs" label={T.contact.name} maxLength={150} data-autofocus {...field('name')} />
        <TextInput
          size="xs"
          label={T.contact.email}
          type="email"
          maxLength={254}
          error={isEmailValid ? undefined : T.invalidEmail}
          {...field('email')}
        />
        <TextInput size="xs" label={T.contact.company} maxLength={150} {...field('company')} />
        <Group justify="flex-end" gap="xs">
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            {T.contact.cancel}
          </Button>
          <Button size="compact-sm" type="submit" disabled={isBusy || !isEmailValid}>
            {T.contact.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
