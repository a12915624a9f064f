import fs from 'node:fs';
import path from 'node:path';

/** The embedded database directory is in use by another process (or already by this one). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      pid === process.pid
        ? `${dir} is already open in this process`
        : `${dir} is in use by process ${pid}; stop that server first (if no server uses it, remove ${lockFile})`,
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'pglite.lock';
/** Directories this process holds. */
const held = new Set<string>();

/** Whether `pid` is a running Node.js process other than this one. */
function aliveElsewhere(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A pid taken over by another program after a crash is not a server (where /proc says so).
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * Takes the embedded database directory `dir` for this process, or throws
 * `DataDirInUseError`. PGlite runs the database engine inside the process, with its own
 * cache and no locks shared with any other process: two processes on one directory would each
 * serve their own copy, and their writes would overwrite each other's files, losing writes
 * both had acknowledged. The lock is a file in the
 * directory holding the owner's pid, made with an exclusive create; one left behind by a
 * process that has died (a crash, SIGKILL) is taken over, as is one holding this process's
 * own pid from an earlier life (a container restarted with the same pid). Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  if (held.has(resolved)) throw new DataDirInUseError(resolved, process.pid, file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const owner = Number.parseInt(readOrEmpty(file), 10);
      if (aliveElsewhere(owner)) throw new DataDirInUseError(resolved, owner, file);
      fs.rmSync(file, { force: true });
    }
  }
  held.add(resolved);
  return () => {
    if (!held.delete(resolved)) return;
    // Only our own lock: never one another process has taken since.
    if (Number.parseInt(readOrEmpty(file), 10) === process.pid) fs.rmSync(file, { force: true });
  };
}

function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
