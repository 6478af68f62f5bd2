import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cargarClaves } from './secretos.ts';

const SECRETO = 'f3b1c0d9a8e7f6a5b4c3d2e1f0a9b8c7';

let carpeta: string;
let fuera: string;
beforeEach(() => {
  carpeta = mkdtempSync(join(tmpdir(), 'kipu-datos-'));
  fuera = mkdtempSync(join(tmpdir(), 'kipu-clave-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(carpeta, { recursive: true, force: true });
  rmSync(fuera, { recursive: true, force: true });
});

const cifrado = (c: ReturnType<typeof cargarClaves>) => c.cifrado.toString('hex');

describe('master secret', () => {
  it('APP_SECRET_FILE: read and trimmed, the same keys as APP_SECRET with its content, nothing written to DATA_DIR', () => {
    const archivo = join(fuera, 'kipu.key');
    writeFileSync(archivo, `  ${SECRETO}\n`);
    const deArchivo = cargarClaves(carpeta, { APP_SECRET_FILE: archivo });
    expect(cifrado(deArchivo)).toBe(cifrado(cargarClaves(carpeta, { APP_SECRET: SECRETO })));
    expect(() => statSync(join(carpeta, 'secret.key'))).toThrow();
  });

  it('refuses a secret shorter than 32 characters, from the file or the variable, with how to make one', () => {
    const archivo = join(fuera, 'corta.key');
    writeFileSync(archivo, 'corta\n');
    expect(() => cargarClaves(carpeta, { APP_SECRET_FILE: archivo })).toThrow(
      'La clave de APP_SECRET_FILE debe tener al menos 32 caracteres (tiene 5); genere uno con: openssl rand -hex 32',
    );
    expect(() => cargarClaves(carpeta, { APP_SECRET: 'x'.repeat(31) })).toThrow(
      'APP_SECRET debe tener al menos 32 caracteres (tiene 31)',
    );
  });

  it('a file that cannot be read and both variables at once are refused by name', () => {
    const falta = join(fuera, 'no-existe.key');
    expect(() => cargarClaves(carpeta, { APP_SECRET_FILE: falta })).toThrow(
      `No se pudo leer APP_SECRET_FILE (${falta})`,
    );
    writeFileSync(join(fuera, 'k'), SECRETO);
    expect(() => cargarClaves(carpeta, { APP_SECRET_FILE: join(fuera, 'k'), APP_SECRET: SECRETO })).toThrow(
      'Configure APP_SECRET_FILE o APP_SECRET, no ambas',
    );
  });

  it('without either, a key generated once in DATA_DIR (0600) keeps the same keys; production warns it is there', () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const primera = cargarClaves(carpeta, {});
    const archivo = join(carpeta, 'secret.key');
    expect(statSync(archivo).mode & 0o777).toBe(0o600);
    expect(readFileSync(archivo, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(aviso).not.toHaveBeenCalled();
    expect(cifrado(cargarClaves(carpeta, {}, true))).toBe(cifrado(primera));
    expect(aviso).toHaveBeenCalledWith(expect.stringContaining('la clave maestra está dentro de DATA_DIR'));
    // A configured secret wins over the generated file.
    expect(cifrado(cargarClaves(carpeta, { APP_SECRET: SECRETO }))).not.toBe(cifrado(primera));
  });

  it('production warns when APP_SECRET_FILE itself lies inside DATA_DIR, not when it is outside', () => {
    const aviso = vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeFileSync(join(fuera, 'k'), SECRETO);
    cargarClaves(carpeta, { APP_SECRET_FILE: join(fuera, 'k') }, true);
    expect(aviso).not.toHaveBeenCalled();
    writeFileSync(join(carpeta, 'k'), SECRETO);
    cargarClaves(carpeta, { APP_SECRET_FILE: join(carpeta, 'k') }, true);
    expect(aviso).toHaveBeenCalledTimes(1);
  });
});
