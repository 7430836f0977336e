import { z } from 'zod/mini';
import { Alert, Badge, Button, Checkbox, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from '../../../lib/zod-form-resolver';
import {
  TICKET_MESSAGE_MAX,
  ZSupportDeskReplySchema,
  type TSupportDeskTicketDetail,
} from '@ared/contract/tickets';
import { TicketMessageList } from '../../../components/ticket-messages/ticket-message-list';
import { applyFieldErrors, serverMessage } from '../../../lib/api-error';
import { formatListDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeskTicket, useDeskTicketAction } from '../api/desk-tickets';
import { INBOX_TEXTS } from '../texts';

const T = INBOX_TEXTS.desk;

/** The answer box: mailed to the user who opened the ticket; it may close the ticket at the same time. */
function AnswerForm({ ticket }: { ticket: TSupportDeskTicketDetail }) {
  const action = useDeskTicketAction(ticket.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: { body: '', close: false },
    validate: zod4Resolver(z.pick(ZSupportDeskReplySchema, { body: true })),
  });
  const submit = form.onSubmit(async ({ body, close }) => {
    try {
      await action.mutateAsync({ kind: 'reply', body: { body, ...(close && { status: 'close' }) } });
      notify.success(close ? T.sentAndClosed : T.sent);
      form.reset();
    } catch (error) {
      applyFieldErrors(form, error, ['body']);
      notify.error(serverMessage(error) ?? T.answerFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={T.answer}
          placeholder={T.answerPlaceholder}
          rows={3}
          maxLength={TICKET_MESSAGE_MAX}
          {...form.getInputProps('body')}
        />
        <Group justify="space-between">
          {ticket.is_open ? (
            <Checkbox label={T.closeWithAnswer} {...form.getInputProps('close', { type: 'checkbox' })} />
          ) : (
            <span />
          )}
          <Button type="submit" size="xs" loading={action.isPending}>
            {T.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Close or reopen without writing to the partner (a duplicate, or solved on the phone). */
function OpenToggle({ ticket }: { ticket: TSupportDeskTicketDetail }) {
  const action = useDeskTicketAction(ticket.id);
  const toggle = async () => {
    try {
      await action.mutateAsync({ kind: 'status', body: { is_open: !ticket.is_open } });
      notify.success(ticket.is_open ? T.isClosed : T.isReopened);
    } catch (error) {
      notify.error(serverMessage(error) ?? T.statusFailed);
    }
  };
  return (
    <Button size="xs" variant="default" loading={action.isPending} onClick={() => void toggle()}>
      {ticket.is_open ? T.close : T.reopen}
    </Button>
  );
}

/** One ticket of any partner: who wrote it, its conversation, and support's answer. */
export function DeskTicketView({ id }: { id: number | null }) {
  const ticket = useDeskTicket(id);
  if (id === null)
    return (
      <Text c="dimmed" size="sm">
        {T.pick}
      </Text>
    );
  if (ticket.isError) return <Alert color="red">{T.ticketFailed}</Alert>;
  if (!ticket.data) return <Loader size="sm" />;
  const t = ticket.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {[t.partner.name, t.user ? `${t.user.name} <${t.user.email}>` : T.formerUser].join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {[`#${t.id}`, t.department, t.priority, formatListDateTime(t.created)].join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color={t.is_open ? 'green' : 'gray'} tt="none">
            {t.is_open ? T.open : T.closed}
          </Badge>
          <OpenToggle ticket={t} />
        </Group>
      </Group>
      <TicketMessageList messages={t.messages} />
      <AnswerForm ticket={t} />
    </Stack>
  );
}
