// What other modules and jobs may use of the devices module (decision 015).
export { generateDeviceKey } from './device-keys';
export { createDeviceKeyResolver } from './key-cache';
export type { DeviceKeyResolver } from './key-cache';
export { isOnlineAtSql, isOnlineSql, otaOf, stateOfBox } from './status-queries';
export { sweepOldMetrics } from './sweep';
export { cpuPinnedOf, diskUsedPercentOf, latestCpuPercentOf } from './health-alerts';
export { removeStateOfRouters } from './state-removal';
