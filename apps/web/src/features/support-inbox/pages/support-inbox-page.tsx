import { Suspense, lazy } from 'react';
import { Grid, SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SUPPORT_INBOX_STATUSES } from '@ared/contract/assistant-texts';
import { SUPPORT_DESK_STATUSES } from '@ared/contract/ticket-texts';
import type { TSupportDeskStatus } from '@ared/contract/tickets';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useAuthStore } from '../../../lib/auth-store';
import { isSupportAgent } from '../../../lib/support-agent';
import type { InboxStatus } from '../api/get-inbox';
import { ConversationView } from '../components/conversation-view';
import { InboxList } from '../components/inbox-list';
import { INBOX_TEXTS as T } from '../texts';

const DeskTickets = lazy(() =>
  import('../components/desk-tickets').then((m) => ({ default: m.DeskTickets })),
);

const statusParam = (value: string | null): InboxStatus =>
  (SUPPORT_INBOX_STATUSES as readonly string[]).includes(value ?? '') ? (value as InboxStatus) : 'waiting';
const deskStatusParam = (value: string | null): TSupportDeskStatus =>
  (SUPPORT_DESK_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as TSupportDeskStatus)
    : 'awaiting';
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * /support-inbox (issue 31 §5), for the platform's support agents: the escalated chats by status, and the
 * one picked with its transcript and context; beside them (`?view=tickets`) every partner's support tickets
 * to answer. The view, status, page and open chat or ticket are in the URL: the escalation mail links
 * `?conversation=N`.
 */
export function SupportInboxPage() {
  const isAgent = useAuthStore((s) => isSupportAgent(s.user?.role));
  // The server answers 403 to anyone else; the page says so before asking.
  return isAgent ? <SupportInbox /> : <NotForThisAccount />;
}

function NotForThisAccount() {
  return <PageHeader title={T.notForYou.title} description={T.notForYou.body} />;
}

type View = 'chats' | 'tickets';

function SupportInbox() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'tickets' ? 'tickets' : 'chats';
  const page = idParam(params.get('page')) ?? 1;
  const set = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch))
        if (value === null) next.delete(key);
        else next.set(key, value);
      return next;
    });
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <SegmentedControl
        aria-label={T.viewLabel}
        value={view}
        onChange={(value) => set({ view: value === 'tickets' ? 'tickets' : null, page: null, status: null })}
        data={[
          { value: 'chats', label: T.views.chats },
          { value: 'tickets', label: T.views.tickets },
        ]}
        mb="md"
      />
      <Grid gap="lg">
        {view === 'chats' ? (
          <>
            <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
              <InboxList
                status={statusParam(params.get('status'))}
                page={page}
                selectedId={idParam(params.get('conversation'))}
                onStatus={(s) => set({ status: s, page: null })}
                onPage={(p) => set({ page: String(p) })}
                onSelect={(id) => set({ conversation: String(id) })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
              <ConversationView id={idParam(params.get('conversation'))} />
            </Grid.Col>
          </>
        ) : (
          <Suspense fallback={<PageLoader />}>
            <DeskTickets
              status={deskStatusParam(params.get('status'))}
              page={page}
              selectedId={idParam(params.get('ticket'))}
              onStatus={(s) => set({ status: s, page: null })}
              onPage={(p) => set({ page: String(p) })}
              onSelect={(id) => set({ ticket: String(id) })}
            />
          </Suspense>
        )}
      </Grid>
    </>
  );
}
