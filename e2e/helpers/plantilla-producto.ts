import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { arrancarProducto } from './producto.ts';
import { iniciarReserva } from './reserva-productos.ts';

let carpeta = '';
let reserva: Awaited<ReturnType<typeof iniciarReserva>> | undefined;

/**
 * Starts the product once on a fresh data folder and stops it: every browser test's product starts
 * from a copy of that folder instead of creating, migrating and seeding its database again, and is
 * started ahead by the reserve (reserva-productos.ts) while the previous file runs.
 */
export async function setup(project: TestProject) {
  carpeta = mkdtempSync(join(tmpdir(), 'kipu-e2e-plantilla-'));
  const producto = await arrancarProducto(carpeta, {}, false);
  await producto.detener();
  project.provide('plantillaProducto', carpeta);
  // Each file's product is started while the previous file runs.
  reserva = await iniciarReserva(carpeta);
  project.provide('reservaProductos', reserva.url);
}

export async function teardown() {
  await reserva?.cerrar();
  if (carpeta) rmSync(carpeta, { recursive: true, force: true });
}
