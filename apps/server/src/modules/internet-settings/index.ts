// What other modules may use of the internet-settings module (decision 015).
export { createInternetSetting } from './internet-settings';
