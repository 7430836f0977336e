// What other modules may use of the alerts module (decision 015).
export { alertListSource } from './alerts';
export { countOpenAlerts } from './open-count';
