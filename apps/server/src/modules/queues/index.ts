// What other modules may use of the queues module (decision 015): the portal's guest side and display,
// and the Analytics tab's numbers.
export { displayPath, realmOfDisplay } from './display';
export { type GuestQueueView, guestQueueView, leaveQueue, nowServing, waitingCount } from './guest-view';
export { queueSeries, queueSummary } from './summary';
export { takeNumber } from './take-number';
