/** Every inbox query hangs off this root: an action refreshes the lists and the open conversation at once. */
export const INBOX_KEY = ['support-inbox'] as const;

export const inboxKeys = {
  list: (filters: object) => [...INBOX_KEY, 'list', filters] as const,
  conversation: (id: number) => [...INBOX_KEY, 'conversation', id] as const,
  tickets: (filters: object) => [...INBOX_KEY, 'list', 'tickets', filters] as const,
  ticket: (id: number) => [...INBOX_KEY, 'ticket', id] as const,
};
