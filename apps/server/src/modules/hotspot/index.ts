// What other modules may use of the hotspot module (decision 015).
export { type DisconnectTarget, disconnectGuests } from './disconnect';
