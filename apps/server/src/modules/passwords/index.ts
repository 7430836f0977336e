// What other modules may use of the passwords module (decision 015).
export { issuePasswordLink } from './service';
