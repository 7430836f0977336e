import { webProject } from './vitest.projects.ts';

// The web suite's files that replace a module (vi.mock), each in a module graph of its own (decision 098).
export default webProject('isolated');
