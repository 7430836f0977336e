// What other modules may use of the tickets module (decision 015).
export { ticketListSource } from './service';
