import { useState } from 'react';
import { Button, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { TTicket } from '@ared/contract/tickets';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { AddTicketModal } from '../components/add-ticket-modal';
import { TicketDetailsModal } from '../components/ticket-details-modal';
import { TicketsTable } from '../components/tickets-table';
import { TICKETS_TEXTS as T } from '../texts';

/** /support-tickets (part 2 §2): Add Ticket, all the tickets, and the ROUTER DEPARTMENT and OTHERS tables. */
export function SupportTicketsPage() {
  const sme = useAuthStore((s) => s.user?.sme ?? null);
  const [isAddOpen, addModal] = useDisclosure(false);
  const [viewed, setViewed] = useState<TTicket | null>(null);
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
      <TicketDetailsModal ticket={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
