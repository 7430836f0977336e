import { Grid } from '@mantine/core';
import type { TSupportDeskStatus } from '@ared/contract/tickets';
import { DeskTicketList } from './desk-ticket-list';
import { DeskTicketView } from './desk-ticket-view';

type Props = {
  status: TSupportDeskStatus;
  page: number;
  selectedId: number | null;
  onStatus: (status: TSupportDeskStatus) => void;
  onPage: (page: number) => void;
  onSelect: (id: number) => void;
};

/**
 * The inbox's Tickets view: the list of a tab and the ticket picked. Its own chunk (the answer form's
 * validation weighs ~7 KB), loaded when an agent first opens the view, so the chats stay as light as before.
 */
export function DeskTickets({ selectedId, ...list }: Props) {
  return (
    <>
      <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
        <DeskTicketList selectedId={selectedId} {...list} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
        <DeskTicketView id={selectedId} />
      </Grid.Col>
    </>
  );
}
