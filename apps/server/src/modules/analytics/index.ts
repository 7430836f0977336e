export { runAnalyticsRollup } from './rollup';
export { dropMonthsBefore, ensureMonthPartitions } from './partitions';
