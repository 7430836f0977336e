// What other modules may use of the realms module (decision 015).
export { ownRealm, type OwnRealm } from './own-realm';
