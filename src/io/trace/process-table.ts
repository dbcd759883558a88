/**
 * Which process table a pid belongs to. A host name does not say it: two containers of one Kubernetes
 * pod (a `loopgov run` and a `loopgov serve` sidecar sharing the trace volume) have the same host name
 * and different PID namespaces, so pid 333 in one is not pid 333 in the other; and a host rebooted
 * since keeps its name but not its pids. On Linux the kernel's boot id and the PID namespace's id
 * (`/proc/self/ns/pid`) together name the table; elsewhere nothing is known (decision 131).
 */
import { readFileSync, readlinkSync } from 'node:fs';

export interface ProcessTable {
  /** `/proc/sys/kernel/random/boot_id`: this boot of this kernel. */
  boot_id: string;
  /** `readlink /proc/self/ns/pid`, e.g. `pid:[4026531836]`: the PID namespace within it. */
  pid_ns: string;
}

let mine: ProcessTable | null | undefined;

/**
 * This process's table, or null where the system does not say (not Linux, no /proc). Read once: a
 * process does not change its PID namespace or its boot.
 *
 * @example
 * thisProcessTable(); // { boot_id: '4ae0b718-…', pid_ns: 'pid:[4026531836]' } on Linux
 */
export function thisProcessTable(): ProcessTable | null {
  if (mine !== undefined) return mine;
  try {
    const boot_id = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const pid_ns = readlinkSync('/proc/self/ns/pid');
    mine = boot_id !== '' && pid_ns !== '' ? { boot_id, pid_ns } : null;
  } catch {
    mine = null;
  }
  return mine;
}

/**
 * How a writer that recorded `theirs` stands to this process's table: `same` (its pid is looked up
 * here), `other` (it cannot be: another namespace, another boot, or this process cannot tell which table
 * it is in), `unrecorded` (the writer named none — a file of an older version — while this process
 * could), `unknown` (neither side can: not Linux, where a host has one table).
 *
 * @example
 * compareProcessTable({ boot_id: 'b', pid_ns: 'pid:[1]' }, { boot_id: 'b', pid_ns: 'pid:[2]' }); // 'other'
 */
export function compareProcessTable(
  theirs: Partial<Record<keyof ProcessTable, unknown>>,
  ours: ProcessTable | null = thisProcessTable(),
): 'same' | 'other' | 'unrecorded' | 'unknown' {
  const recorded = theirs.boot_id !== undefined || theirs.pid_ns !== undefined;
  if (!recorded) return ours === null ? 'unknown' : 'unrecorded';
  if (ours === null) return 'other';
  return theirs.boot_id === ours.boot_id && theirs.pid_ns === ours.pid_ns ? 'same' : 'other';
}
