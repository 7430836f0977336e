/**
 * Page sizes the lists offer (spec part 1 §9): a constant without zod, so that the web's data table can read it
 * without building the contract's schemas before a list can draw (decision 103). `./common` re-exports it.
 */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const;
