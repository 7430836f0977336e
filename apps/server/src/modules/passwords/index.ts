// What other modules and jobs may use of the passwords module (decision 015).
export { issuePasswordLink, requestPasswordReset } from './service';
export { sweepExpiredResetLinks } from './sweep';
