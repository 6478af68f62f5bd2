import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The data folder is this process's alone: another instance on it refuses to start. */
export class CarpetaOcupada extends Error {}

export type Cerrojo = { archivo: string; soltar(): void };

type Dueno = { pid: number; host: string };

const ARCHIVO = 'kipu.lock';

function leerDueno(archivo: string): Dueno | undefined {
  try {
    const d = JSON.parse(readFileSync(archivo, 'utf8')) as Partial<Dueno>;
    return typeof d.pid === 'number' ? { pid: d.pid, host: String(d.host ?? '') } : undefined;
  } catch {
    // Unreadable or half-written by a process that died while writing it.
    return undefined;
  }
}

/**
 * Whether the process named in a lock may still be running. A pid of another host cannot be checked,
 * so it counts as alive; our own pid means a process that ran before us under the same number (a
 * container's pid 1), since this process takes the lock once.
 */
function sigueVivo(d: Dueno): boolean {
  if (d.host !== hostname()) return true;
  if (d.pid === process.pid) return false;
  try {
    process.kill(d.pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/kipu.lock with O_EXCL, holding this process's pid. Two processes writing one PGlite
 * directory corrupt it, so a live holder makes this throw before anything is opened; a lock left by a
 * process that died is taken over. Released on close and, as a last resort, when the process exits.
 */
export function tomarCerrojo(dataDir: string): Cerrojo {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const archivo = join(dataDir, ARCHIVO);
  for (let intento = 0; intento < 3; intento++) {
    let fd: number;
    try {
      fd = openSync(archivo, 'wx', 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const dueno = leerDueno(archivo);
      if (dueno && sigueVivo(dueno))
        throw new CarpetaOcupada(
          `La carpeta de datos ${dataDir} ya está en uso por otra instancia de Kipu (pid ${dueno.pid}` +
            `${dueno.host === hostname() ? '' : ` en ${dueno.host}`}). Detenga esa instancia o use otra DATA_DIR; ` +
            `si no hay otra instancia en marcha, borre ${archivo}.`,
        );
      // A lock with no live holder (or never fully written): taken over.
      rmSync(archivo, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), desde: new Date().toISOString() }));
    closeSync(fd);
    let suelto = false;
    const soltar = () => {
      if (suelto) return;
      suelto = true;
      process.off('exit', soltar);
      // Only our own lock: never one another process took over after ours was removed by hand.
      if (leerDueno(archivo)?.pid === process.pid) rmSync(archivo, { force: true });
    };
    process.on('exit', soltar);
    return { archivo, soltar };
  }
  throw new CarpetaOcupada(`No se pudo tomar el cerrojo de la carpeta de datos ${archivo}`);
}

/**
 * Folders 0700 and files 0600 under DATA_DIR: the database, the master key and the companies' files
 * are nobody else's on the machine. New files get it from the process umask; this fixes a tree
 * written before (or by a process without it).
 */
export async function restringirPermisos(dataDir: string): Promise<void> {
  try {
    if (!statSync(dataDir).isDirectory()) return;
  } catch {
    return;
  }
  await restringir(dataDir);
}

async function restringir(carpeta: string): Promise<void> {
  await chmod(carpeta, 0o700);
  for (const nombre of await readdir(carpeta)) {
    const ruta = join(carpeta, nombre);
    // lstat: a symbolic link is neither followed nor changed.
    const info = await lstat(ruta).catch(() => undefined);
    if (info?.isDirectory()) await restringir(ruta);
    else if (info?.isFile() && (info.mode & 0o077) !== 0) await chmod(ruta, info.mode & 0o700);
  }
}

/** main.ts: another instance holds DATA_DIR — say so plainly and stop (nothing was opened); else rethrow. */
export function salirSiCarpetaOcupada(e: unknown): never {
  if (!(e instanceof CarpetaOcupada)) throw e;
  console.error(e.message);
  process.exit(1);
}
