import { webProject } from './vitest.projects.ts';

// The web suite but its files that replace a module, in one module graph per worker (decision 098).
export default webProject('shared');
