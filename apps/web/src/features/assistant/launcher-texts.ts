/**
 * The floating button's label (its state is aria-expanded). Apart from the panel's texts on purpose: the
 * button is in every page's first script, and texts.ts brings the contract (and zod) with it.
 */
export const LAUNCHER_LABEL = 'ARED Analytics Assistant';
