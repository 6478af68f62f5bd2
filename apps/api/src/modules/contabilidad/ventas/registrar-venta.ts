import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { bloquearDocumento } from '../documentos/operacion-de-empresa.ts';
import { personaRegistrada } from '../documentos/persona-de-documento.ts';
import { type Operacion, registrarOperacion } from '../libro/registrar-operacion.ts';
import type { EntradaVenta } from './entrada-venta.ts';
import { mensajeRepetida, prepararVenta, ventaRepetida } from './preparar-venta.ts';

/**
 * Registers a sale issued outside Kipu (spec createOperacion for ventas): checks it whole, then in one
 * transaction registers a new client if needed and posts the operation and its asiento through the
 * ledger service in the registro de ventas 140100. The lock is on the series, so two simultaneous saves
 * of the same number, or of overlapping ranges, cannot both pass the duplicate check.
 */
export async function registrarVenta(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaVenta,
): Promise<Operacion> {
  const p = await prepararVenta(deps, sesion, e);
  const v = p.validada;
  return deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, ['venta', p.empresaId, v.regla.codigo, v.serie]);
    const repetida = await ventaRepetida(tx, p.empresaId, v);
    if (repetida) throw entradaInvalida(mensajeRepetida(repetida));
    const personaId = await personaRegistrada(tx, p.empresaId, p.cliente);
    return registrarOperacion(
      tx,
      { ...p.cabecera, personaId },
      p.movimientos.map((m) => (m.personaId === null ? { ...m, personaId } : m)),
    );
  });
}
