/** True when a chart has no bucket or every value of every series is 0: it shows 'No data available'. */
export const isEmptyChart = (categories: readonly string[], series: readonly (readonly number[])[]) =>
  categories.length === 0 || series.every((d) => d.every((v) => v === 0));
