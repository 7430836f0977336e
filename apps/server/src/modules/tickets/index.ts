// What other modules may use of the tickets module (decision 015).
export { ticketListSource } from './service';
export { createTicket, type NewTicket, type TicketDeps } from './service';
export { openTicketsOf } from './open-tickets';
export { type ChatLine, recordChatLine } from './support-desk';
