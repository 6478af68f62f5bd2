import { schema } from '@kipu/db';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { horaEnLima, hoyEnLima } from '../../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { tomarNumero } from '../../tomar-numero.ts';
import { type DocumentoInternoVista, vistaDocumentoInterno } from '../documento-interno-vista.ts';
import {
  calcularDocumentoInterno,
  type EmitirDocumentoInternoInput,
  fechaDeEmisionInterna,
  validarDocumentoInterno,
} from '../entrada-interna.ts';
import { localDeEmision, serieInterna } from '../serie-interna.ts';

/**
 * Emits a nota de venta, proforma or orden de compra from the session's local. Everything is checked
 * first (no number is taken on error); then one transaction takes the series' next number with
 * UPDATE … RETURNING, whose row lock serialises concurrent emissions (no gaps, no repeats), and stores
 * the computed document. Nothing is signed nor sent: these documents never go to SUNAT.
 */
export async function emitirDocumentoInterno(
  deps: Dependencias,
  sesion: SesionActiva,
  input: EmitirDocumentoInternoInput,
): Promise<DocumentoInternoVista> {
  const { empresa, local } = await localDeEmision(deps, sesion);
  const fecha = fechaDeEmisionInterna(input.fecha_emision, hoyEnLima());
  const tipo = validarDocumentoInterno(input, fecha);
  const contexto = { hora: horaEnLima(), regimenIgv: empresa.regimenIgv };
  const serie = await serieInterna(deps, local.id, tipo, input.serie);
  // The rules do not depend on the number: checked with the next one expected, before any write.
  calcularDocumentoInterno(input, tipo, serie.serie, serie.ultimo + 1, fecha, contexto);

  const fila = await deps.db.transaction(async (tx) => {
    const numero = await tomarNumero(tx, serie);
    const c = calcularDocumentoInterno(input, tipo, serie.serie, numero, fecha, contexto);
    const persona = c.entrada.cliente;
    const [insertada] = await tx
      .insert(schema.documentosInternos)
      .values({
        empresaId: empresa.id,
        localId: local.id,
        serieId: serie.id,
        tipo,
        serie: serie.serie,
        numero: numero,
        fechaEmision: fecha,
        fechaVencimiento: c.entrada.fechaVencimiento ?? null,
        moneda: c.entrada.moneda,
        personaTipoDocumento: persona.tipoDocumento,
        personaNumeroDocumento: persona.numero,
        personaNombre: persona.nombre,
        personaDireccion: persona.direccion ?? null,
        operacionesGravadas: c.operacionesGravadas,
        operacionesExoneradas: c.operacionesExoneradas,
        operacionesInafectas: c.operacionesInafectas,
        igv: c.igv,
        importeTotal: c.importeTotal,
        documento: c as unknown as Record<string, unknown>,
        observaciones: c.entrada.observaciones ?? null,
        usuarioId: sesion.usuario.id,
      })
      .returning();
    if (!insertada) throw new Error('No se pudo registrar el documento');
    return insertada;
  });
  return vistaDocumentoInterno(fila, null);
}
