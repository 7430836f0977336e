/**
 * The queue system's texts: constants without zod, so that the web's queue page can read them without building
 * the contract's schemas before it can draw (decision 103). `./queues` re-exports them.
 */

export const QUEUE_TEXTS = {
  noneWaiting: 'No one is waiting.',
  notCalled: 'Only a called ticket can be marked served or no-show.',
  served: 'Ticket marked as served.',
  noShow: 'Ticket marked as no-show.',
  called: (number: number) => `Number ${number} called.`,
  /** The SMS a guest who left a phone gets when called. */
  calledSms: (number: number, venue: string) =>
    `Your number ${number} is being called at ${venue}. Please come now.`,
} as const;
