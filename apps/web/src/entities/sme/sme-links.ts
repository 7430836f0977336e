/** The SME details page (spec part 1 §2 SME details). */
export const smeDetailsPath = (id: number): string => `/smes/${id}`;
