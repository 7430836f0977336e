/** A schema of the contract, as its module exports it (zod's `parse`). */
export type ContractSchema<T> = { parse: (value: unknown) => T };

/**
 * An API answer checked against its contract schema, whose module is asked for beside the request: both travel
 * at once, and the page's code does not carry zod and the contract's schemas before it can draw (issue 29 §7,
 * decision 103). `schema` is the dynamic import, e.g.
 * `import('@ared/contract/routers').then((m) => m.ZRouterPageSchema)`; a failed check throws zod's error, as
 * a static import's `parse` did.
 */
export async function checked<T>(schema: Promise<ContractSchema<T>>, answer: Promise<unknown>): Promise<T> {
  const [contract, body] = await Promise.all([schema, answer]);
  return contract.parse(body);
}
