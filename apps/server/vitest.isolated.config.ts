import { serverProject } from './tests/projects.ts';

// The server's test files that replace a module (vi.mock), each in a module graph of its own (decision 098).
export default serverProject('isolated');
