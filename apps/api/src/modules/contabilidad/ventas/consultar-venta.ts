import type { Db, schema } from '@kipu/db';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { anularOperacion, exigirOperacion, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import type { Operacion } from '../libro/registrar-operacion.ts';
import type { DatosVenta } from './entrada-venta.ts';
import { OPERACION_VENTA } from './preparar-venta.ts';

type Linea = typeof schema.asientoLineas.$inferSelect;

/** A sale as its screens show it: the register line, its extra data, where it came from and its asiento. */
export type VentaVista = {
  operacion: Operacion;
  datos: Partial<DatosVenta>;
  /** Posted from an electronic document of invoicing (voided there), or registered here. */
  deFacturacion: boolean;
  anulada: boolean;
  lineas: Linea[];
};

export async function vistaVenta(db: Db, operacion: Operacion): Promise<VentaVista> {
  return {
    operacion,
    datos: operacion.datos as Partial<DatosVenta>,
    deFacturacion: operacion.comprobanteId !== null,
    anulada: operacion.deletedAt !== null,
    lineas: await lineasDeOperacion(db, operacion.id),
  };
}

/** A sale of the session's company; another company's id, or an id that is not one, is FORBIDDEN. */
export const exigirVenta = (deps: Dependencias, sesion: SesionActiva, id: string): Promise<Operacion> =>
  exigirOperacion(deps, sesion, id, OPERACION_VENTA, 'La operación no es una venta');

export async function consultarVenta(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<VentaVista> {
  return vistaVenta(deps.db, await exigirVenta(deps, sesion, id));
}

/**
 * Voids a sale registered here, while its period is open: it leaves the register, the journal and the
 * balances. Invoicing's own documents are voided in invoicing (baja or credit note), which SUNAT knows of.
 */
export async function anularVenta(deps: Dependencias, sesion: SesionActiva, id: string): Promise<VentaVista> {
  const venta = await exigirVenta(deps, sesion, id);
  if (venta.comprobanteId)
    throw entradaInvalida(
      'Este comprobante se emitió en facturación: anúlelo allí con una comunicación de baja o una nota de crédito',
    );
  return vistaVenta(
    deps.db,
    await anularOperacion(deps, venta, 'La venta ya está anulada', { conDocumentos: true }),
  );
}
