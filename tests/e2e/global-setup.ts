// Global setup of the e2e project: one portal for the whole run (starting the server and seeding its database is
// the slow part), handed to every test file through `provide`/`inject` (harness.ts `portal()`).
import type { TestProject } from 'vitest/node';
import { startPortal } from './harness';

export default async function setup(project: TestProject) {
  const running = await startPortal();
  project.provide('portal', { url: running.url, dataDir: running.dataDir, scanning: running.scanning });
  return () => running.stop();
}
