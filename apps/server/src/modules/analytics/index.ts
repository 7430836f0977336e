export { runAnalyticsRollup } from './rollup';
export { dropMonthsBefore, ensureMonthPartitions } from './partitions';
export { createPortalVisitWriter, type PortalVisitWriter } from './portal-visits';
export { recordGuestDevices, recordVisitDevices } from './guest-devices';
export { MOVING_KEY_INDEXES, rebuildMovingKeyIndexes } from './index-upkeep';
