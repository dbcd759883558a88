import { readFileSync } from 'node:fs';

/**
 * True while `pid` runs. A zombie does not: it has died and waits only for its reaper — an orphaned
 * grandchild's is the machine's init, which may reap it late (tests that polled `kill(pid, 0)` flaked).
 *
 * @example
 * await expect.poll(() => isRunning(pid), { timeout: 5000 }).toBe(false);
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false; // gone between the two looks
  }
}
