export { runAnalyticsRollup } from './rollup';
export { dropMonthsBefore, ensureMonthPartitions } from './partitions';
export { createPortalVisitWriter, type PortalVisitWriter } from './portal-visits';
export { recordGuestDevices, recordVisitDevices } from './guest-devices';
export { MOVING_KEY_INDEXES, rebuildMovingKeyIndexes } from './index-upkeep';
// The figures the assistant's tools answer with (issue 31): the same functions the Analytics page calls.
export { analyticsRange, type AnalyticsRange } from './range';
export { resolveBoxes } from './boxes';
export { wifiAnalytics, type WifiQuery } from './wifi';
export { revenue } from './revenue';
export { routerAnalytics } from './router-counts';
