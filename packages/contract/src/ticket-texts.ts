/**
 * The tickets' texts: constants without zod, so that the web's ticket pages can read them without building the
 * contract's schemas before they can draw (decision 103). `./tickets` re-exports them.
 */

export const TICKET_TEXTS = {
  submitted: "Ticket submitted, we'll get back to you as soon as possible.",
  empty: 'No Record found',
  routerDepartment: 'ROUTER DEPARTMENT',
  others: 'OTHERS',
} as const;

/**
 * The support team's side of tickets (issue 31: everyday tickets answered from the support inbox, beside
 * the escalated chats). `awaiting`: open with the partner's message last (someone must answer), longest
 * waiting first; `open`: every open ticket, latest activity first; `closed`: closed ones, latest first.
 */
export const SUPPORT_DESK_STATUSES = ['awaiting', 'open', 'closed'] as const;
