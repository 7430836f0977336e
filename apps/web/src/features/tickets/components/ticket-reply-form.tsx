import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import { TICKET_MESSAGE_MAX, ZTicketReplyRequestSchema } from '@ared/contract/tickets';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useReplyTicket } from '../api/reply-ticket';
import { TICKETS_TEXTS } from '../texts';

const T = TICKETS_TEXTS.reply;

/** The reply box under a conversation; a reply on a closed ticket opens it again (decision 056). */
export function TicketReplyForm({ ticketId, isOpen }: { ticketId: number; isOpen: boolean }) {
  const reply = useReplyTicket(ticketId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: zod4Resolver(ZTicketReplyRequestSchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await reply.mutateAsync(values);
      notify.success(isOpen ? T.sent : T.reopened);
      form.reset();
    } catch (error) {
      applyFieldErrors(form, error, ['body']);
      notify.error(serverMessage(error) ?? T.failed);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.label}
          placeholder={T.placeholder}
          rows={3}
          maxLength={TICKET_MESSAGE_MAX}
          {...form.getInputProps('body')}
        />
        {!isOpen && (
          <Text size="xs" c="dimmed">
            {T.closedHint}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
