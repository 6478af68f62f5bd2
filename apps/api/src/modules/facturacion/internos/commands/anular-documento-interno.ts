import { schema } from '@kipu/db';
import { validarTexto } from '@kipu/peru/texto/texto-xml';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { hoyEnLima } from '../../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { type Anulacion, type DocumentoInternoVista, vistaDeFila } from '../documento-interno-vista.ts';
import { type FilaDocumentoInterno, nombreDe } from '../tipos.ts';

/** Why a document in this state can no longer change, or undefined while it is 'emitido'. */
export function motivoDeCierre(d: FilaDocumentoInterno): string | undefined {
  if (d.estado === 'anulado') return `${nombreDe(d)} ya está anulada`;
  if (d.estado === 'convertido')
    return `${nombreDe(d)} ya fue convertida en comprobante: anule el comprobante emitido`;
  return undefined;
}

const primeraMayuscula = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

/** Refuses, in Spanish, a change to a document that is no longer 'emitido'. */
export function exigirEmitido(d: FilaDocumentoInterno): void {
  const motivo = motivoDeCierre(d);
  if (motivo) throw entradaInvalida(primeraMayuscula(motivo));
}

/**
 * Voids a nota de venta, proforma or orden de compra: it keeps its number and lines, marked 'anulado'
 * with the reason. A converted proforma cannot be voided (its factura or boleta is what counts). The
 * update only applies while the row is still 'emitido', so a conversion at the same moment wins or
 * loses cleanly.
 */
export async function anularDocumentoInterno(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  motivo: string,
): Promise<DocumentoInternoVista> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.documentosInternos, id);
  const texto = motivo.trim();
  if (texto.length < 3) throw entradaInvalida('Indique el motivo de la anulación');
  if (texto.length > 200) throw entradaInvalida('El motivo de la anulación admite hasta 200 caracteres');
  const textoMalo = validarTexto(texto, { campo: 'el motivo de la anulación' });
  if (textoMalo) throw entradaInvalida(textoMalo);
  exigirEmitido(fila);
  const anulacion: Anulacion = { motivo: texto, fecha: hoyEnLima(), usuario_id: sesion.usuario.id };
  const [anulada] = await deps.db
    .update(schema.documentosInternos)
    .set({ estado: 'anulado', documento: { ...fila.documento, anulacion } })
    .where(and(eq(schema.documentosInternos.id, fila.id), eq(schema.documentosInternos.estado, 'emitido')))
    .returning();
  if (!anulada) {
    const [actual] = await deps.db
      .select()
      .from(schema.documentosInternos)
      .where(eq(schema.documentosInternos.id, fila.id));
    exigirEmitido(actual ?? fila);
    throw entradaInvalida('El documento cambió mientras se anulaba: intente de nuevo');
  }
  return vistaDeFila(deps, anulada);
}
