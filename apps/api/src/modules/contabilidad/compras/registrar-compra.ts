import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { bloquearDocumento } from '../documentos/operacion-de-empresa.ts';
import { personaRegistrada } from '../documentos/persona-de-documento.ts';
import { registrarMovimientosDeCompra } from '../inventarios/movimientos-de-compra.ts';
import { type Operacion, registrarOperacion } from '../libro/registrar-operacion.ts';
import type { EntradaCompra } from './entrada-compra.ts';
import { compraRepetida, mensajeRepetida, prepararCompra } from './preparar-compra.ts';

/**
 * Registers a purchase (spec createOperacion for compras): checks it whole, then in one transaction
 * registers a new supplier if needed and posts the operation and its asiento through the ledger service
 * (registro de compras 080100, or 080200 for non-domiciled suppliers). A lock on the document keeps two
 * simultaneous saves of the same purchase from both passing the duplicate check.
 */
export async function registrarCompra(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaCompra,
): Promise<Operacion> {
  const p = await prepararCompra(deps, sesion, e);
  const { proveedor, validada: v } = p;
  const clave = [
    'compra',
    p.empresaId,
    proveedor.tipoDocumento,
    proveedor.numero,
    v.regla.codigo,
    v.serie,
    v.numero,
  ];
  return deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, clave);
    if (await compraRepetida(tx, p.empresaId, proveedor, v))
      throw entradaInvalida(mensajeRepetida(proveedor, v));
    const personaId = await personaRegistrada(tx, p.empresaId, proveedor);
    const operacion = await registrarOperacion(
      tx,
      { ...p.cabecera, personaId },
      p.movimientos.map((m) => (m.personaId === null ? { ...m, personaId } : m)),
    );
    await registrarMovimientosDeCompra(tx, operacion, p.productos, v);
    return operacion;
  });
}
