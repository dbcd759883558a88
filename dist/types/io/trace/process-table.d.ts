export interface ProcessTable {
    /** `/proc/sys/kernel/random/boot_id`: this boot of this kernel. */
    boot_id: string;
    /** `readlink /proc/self/ns/pid`, e.g. `pid:[4026531836]`: the PID namespace within it. */
    pid_ns: string;
}
/**
 * This process's table, or null where the system does not say (not Linux, no /proc). Read once: a
 * process does not change its PID namespace or its boot.
 *
 * @example
 * thisProcessTable(); // { boot_id: '4ae0b718-…', pid_ns: 'pid:[4026531836]' } on Linux
 */
export declare function thisProcessTable(): ProcessTable | null;
/**
 * How a writer that recorded `theirs` stands to this process's table: `same` (its pid is looked up
 * here), `other` (it cannot be: another namespace, another boot, or this process cannot tell which table
 * it is in), `unrecorded` (the writer named none — a file of an older version — while this process
 * could), `unknown` (neither side can: not Linux, where a host has one table).
 *
 * @example
 * compareProcessTable({ boot_id: 'b', pid_ns: 'pid:[1]' }, { boot_id: 'b', pid_ns: 'pid:[2]' }); // 'other'
 */
export declare function compareProcessTable(theirs: Partial<Record<keyof ProcessTable, unknown>>, ours?: ProcessTable | null): 'same' | 'other' | 'unrecorded' | 'unknown';
