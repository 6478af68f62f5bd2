import { schema } from '@kipu/db';
import type { RegistroSire } from '@kipu/peru/sire/index';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import type { EmpresaSire } from './cliente-de-empresa.ts';

export const REGISTROS_SIRE: readonly RegistroSire[] = ['RVIE', 'RCE'];

export function exigirRegistro(registro: string): RegistroSire {
  const r = REGISTROS_SIRE.find((x) => x === registro);
  if (!r)
    throw entradaInvalida(`El registro ${registro} no existe en SIRE: es RVIE (ventas) o RCE (compras)`);
  return r;
}

export function exigirPeriodo(periodo: string): string {
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  return periodo;
}

/** The session's company (checked against the user's grants) with what SIRE needs of it. */
export async function empresaSire(deps: Dependencias, sesion: SesionActiva): Promise<EmpresaSire> {
  const id = await empresaDeTrabajo(deps.db, sesion);
  const e = schema.empresas;
  const [empresa] = await deps.db
    .select({ id: e.id, ruc: e.ruc, razonSocial: e.razonSocial, soapEnvio: e.soapEnvio })
    .from(e)
    .where(eq(e.id, id));
  if (!empresa) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  return empresa;
}
