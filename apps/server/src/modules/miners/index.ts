// What other modules may use of the miners module (decision 015).
export { removeMinersOfRouters } from './router-miners';
