import { serverProject } from './tests/projects.ts';

// The server suite but its files that replace a module, in one module graph per worker (decision 098).
export default serverProject('shared');
