/** The router details page (spec part 1 §5 router details). */
export const routerDetailsPath = (id: number): string => `/router-details/${id}`;
