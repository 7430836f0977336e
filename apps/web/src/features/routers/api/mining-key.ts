/** Every mining query starts with ['mining', partnerId]; Hash Hub changes invalidate it. */
export const miningKey = (partnerId: number) => ['mining', partnerId] as const;
