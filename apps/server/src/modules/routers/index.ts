// What other modules may use of the routers module (decision 015).
export { setMinerAssigned, setRouterLocation } from './router-updates';
export { isDeployed, isDeployedSql } from './deployed';
export { countOfflineBoxes } from './queries';
export { offlineBoxesOf } from './offline-boxes';
