import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SUPPORT_INBOX_STATUSES } from '@ared/contract/assistant-texts';
import { checked } from '../../../lib/checked';
import { api } from '../../../lib/http';
import { inboxKeys } from './inbox-keys';

export type InboxStatus = (typeof SUPPORT_INBOX_STATUSES)[number];
export type InboxFilters = { status: InboxStatus; page: number; page_size: number };

/** New escalations arrive at any time: the list looks again every 10 seconds. */
const REFRESH_MS = 10_000;

/** GET support-inbox/?status=: escalated chats (waiting ones oldest first). */
export const getInbox = async (filters: InboxFilters) =>
  checked(
    import('@ared/contract/assistant').then((m) => m.ZSupportInboxPageSchema),
    api.get<unknown>('support-inbox/', { query: filters }),
  );

export const useInbox = (filters: InboxFilters) =>
  useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: () => getInbox(filters),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
