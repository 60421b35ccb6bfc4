/**
 * Integration files that replace a module with vi.mock. The integration project shares each worker's modules
 * between files (isolate: false, decision 162), so these run in a project of their own with a fresh module graph:
 * their stand-in never reaches another file. tests/unit/mocking-files.test.ts checks the list is complete.
 */
export const MOCKING_FILES = ['tests/integration/proposals-pdf-failure.test.ts'];
