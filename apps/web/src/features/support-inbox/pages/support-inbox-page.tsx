import { Grid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SUPPORT_INBOX_STATUSES } from '@ared/contract/assistant';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth-store';
import { isSupportAgent } from '../../../lib/support-agent';
import type { InboxStatus } from '../api/get-inbox';
import { ConversationView } from '../components/conversation-view';
import { InboxList } from '../components/inbox-list';
import { INBOX_TEXTS as T } from '../texts';

const statusParam = (value: string | null): InboxStatus =>
  (SUPPORT_INBOX_STATUSES as readonly string[]).includes(value ?? '') ? (value as InboxStatus) : 'waiting';
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * /support-inbox (issue 31 §5), for the platform's support agents: the escalated chats by status, and the
 * one picked with its transcript and context. The status, page and open chat are in the URL: the
 * escalation mail links `?conversation=N`.
 */
export function SupportInboxPage() {
  const isAgent = useAuthStore((s) => isSupportAgent(s.user?.role));
  // The server answers 403 to anyone else; the page says so before asking.
  return isAgent ? <SupportInbox /> : <NotForThisAccount />;
}

function NotForThisAccount() {
  return <PageHeader title={T.notForYou.title} description={T.notForYou.body} />;
}

function SupportInbox() {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get('status'));
  const page = idParam(params.get('page')) ?? 1;
  const selectedId = idParam(params.get('conversation'));
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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <InboxList
            status={status}
            page={page}
            selectedId={selectedId}
            onStatus={(s) => set({ status: s, page: null })}
            onPage={(p) => set({ page: String(p) })}
            onSelect={(id) => set({ conversation: String(id) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <ConversationView id={selectedId} />
        </Grid.Col>
      </Grid>
    </>
  );
}
