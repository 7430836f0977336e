/** The realm details page (spec part 2 realms). */
export const realmDetailsPath = (id: number): string => `/realms/${id}/details`;
