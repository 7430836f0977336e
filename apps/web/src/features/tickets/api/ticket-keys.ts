/** Every ticket list hangs off this root: a new ticket refreshes the three tables at once. */
export const TICKETS_KEY = ['tickets'] as const;

export const ticketKeys = {
  all: TICKETS_KEY,
  list: (filters: object) => [...TICKETS_KEY, 'list', filters] as const,
  /** One ticket and its conversation: a reply refreshes both (and the lists, whose status may change). */
  detail: (id: number) => [...TICKETS_KEY, 'detail', id] as const,
  messages: (id: number) => [...TICKETS_KEY, 'detail', id, 'messages'] as const,
};
