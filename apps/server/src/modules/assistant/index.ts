// What other modules and the app may use of the assistant module (decision 015).
export type { AssistantTool } from './tools/types';
export { ASSISTANT_TOOLS } from './tools';
