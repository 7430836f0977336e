/**
 * The realm list's sortable fields: a constant without zod, so that the web's realm list can read it without
 * building the contract's schemas before it can draw (decision 103). `./realms` re-exports it.
 */

/** The realm list's sortable fields; newest first without one. */
export const REALM_ORDERING = ['name', 'created', 'no_of_routers'] as const;
