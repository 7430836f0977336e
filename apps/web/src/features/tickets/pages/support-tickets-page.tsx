import { Button, Grid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type { TTicket } from '@ared/contract/tickets';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { TicketsTable } from '../components/tickets-table';
import { TICKETS_TEXTS as T } from '../texts';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Dialogs are loaded on first use (decision 089): none is needed to show the page.
const AddTicketModal = dialogOnFirstUse(
  () => import('../components/add-ticket-modal').then((m) => m.AddTicketModal),
  'opened',
);
const TicketDetailsModal = dialogOnFirstUse(
  () => import('../components/ticket-details-modal').then((m) => m.TicketDetailsModal),
  'ticketId',
);

/** The URL's `ticket` (a mail's "Reply in the dashboard" link) as an id, or null. */
const ticketParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * /support-tickets (part 2 §2): Add Ticket, all the tickets, and the ROUTER DEPARTMENT and OTHERS tables.
 * The open dialog is in the URL: `?new=1` is the Add Ticket form (the sidebar's Contact Us), `?ticket=N`
 * a ticket's conversation (the link in support's reply mail).
 */
export function SupportTicketsPage() {
  const sme = useAuthStore((s) => s.user?.sme ?? null);
  const [params, setParams] = useSearchParams();
  const isAddOpen = params.get('new') === '1';
  const viewed = ticketParam(params.get('ticket'));
  const show = (key: 'new' | 'ticket', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('ticket');
        if (value !== null) next.set(key, value);
        return next;
      },
      { replace: value === null },
    );
  const addModal = { open: () => show('new', '1'), close: () => show('new', null) };
  const setViewed = (t: TTicket | null) => show('ticket', t ? String(t.id) : null);
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={addModal.open}>
            {T.addTicket}
          </Button>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 7 }}>
          <TicketsTable title={T.allTickets} sme={sme} onView={setViewed} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <Stack gap="lg">
            <TicketsTable
              title={T.routerDepartment}
              department="Router"
              sme={sme}
              onView={setViewed}
              isCompact
            />
            <TicketsTable title={T.others} department="Other" sme={sme} onView={setViewed} isCompact />
          </Stack>
        </Grid.Col>
      </Grid>
      <AddTicketModal opened={isAddOpen} onClose={addModal.close} />
      <TicketDetailsModal ticketId={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
