import { Alert, Loader } from '@mantine/core';
import { TicketMessageList } from '../../../components/ticket-messages/ticket-message-list';
import { useTicketMessages } from '../api/get-ticket-messages';
import { TICKETS_TEXTS } from '../texts';

const T = TICKETS_TEXTS.details;

/** A ticket's conversation as the partner reads it, fetched by the ticket's id. */
export function TicketConversation({ ticketId }: { ticketId: number }) {
  const messages = useTicketMessages(ticketId);
  if (messages.isPending) return <Loader size="sm" aria-label={T.conversation} />;
  if (messages.isError) return <Alert color="red">{T.messagesFailed}</Alert>;
  return <TicketMessageList messages={messages.data} />;
}
