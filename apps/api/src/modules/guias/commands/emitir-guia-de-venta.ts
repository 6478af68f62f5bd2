import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { guiaDeVenta } from '@kipu/peru/gre/guia-de-venta';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { GuiaIndividualInput } from '../entrada-guia.ts';
import type { GuiaVista } from '../guia-vista.ts';
import { emitirGuia } from './emitir-guia.ts';

/** GuiaDeVentaInput: the transfer, with the destinatario and the goods optional. */
export type GuiaDeVentaInput = Omit<
  GuiaIndividualInput,
  | 'tipo'
  | 'destinatario'
  | 'lineas'
  | 'comprobante_id'
  | 'remitente'
  | 'registro_mtc'
  | 'pagador_flete'
  | 'pagador'
> & {
  destinatario?: GuiaIndividualInput['destinatario'] | null;
  lineas?: GuiaIndividualInput['lineas'] | null;
};

/**
 * "Generar guía" on a factura or boleta (createOperacionGuia): a GRE remitente whose destinatario,
 * goods and related document come from the sale unless the input names them, motivo 01 venta unless
 * another is given, linked to the sale (so it never moves the sale's goods twice in the kardex). The
 * rest is emitirGuia: validated whole before any number is taken.
 */
export async function emitirGuiaDeVenta(
  deps: Dependencias,
  sesion: SesionActiva,
  comprobanteId: string,
  input: GuiaDeVentaInput,
): Promise<GuiaVista> {
  const venta = await exigirDeEmpresa(deps, sesion, schema.comprobantes, comprobanteId);
  const nombre = `${venta.serie}-${venta.numero}`;
  if (venta.estado === 'anulado' || venta.estado === 'rechazado')
    throw entradaInvalida(`El comprobante ${nombre} está ${venta.estado}: no se emite una guía de él`);
  const [empresa] = await deps.db
    .select({ ruc: schema.empresas.ruc })
    .from(schema.empresas)
    .where(eq(schema.empresas.id, venta.empresaId));
  const ruc = empresa?.ruc ?? '';
  const { entrada } = venta.documento as unknown as ComprobanteCalculado;
  const datos = guiaDeVenta({ ...entrada, tipo: venta.tipo, serie: venta.serie, numero: venta.numero }, ruc);
  if (typeof datos === 'string') throw entradaInvalida(datos);
  const d = datos.destinatario;
  const destinatario =
    input.destinatario ??
    (d ? { tipo_documento: d.tipoDocumento, numero: d.numero, nombre: d.nombre } : null);
  if (!destinatario)
    throw entradaInvalida(
      `El comprobante ${nombre} no identifica al cliente: indique el destinatario de la guía`,
    );
  const lineas = input.lineas?.length ? input.lineas : datos.lineas;
  if (!lineas.length)
    throw entradaInvalida(`El comprobante ${nombre} no tiene bienes que trasladar (solo servicios)`);
  return emitirGuia(deps, sesion, {
    ...input,
    tipo: '09',
    motivo: input.motivo?.trim() || '01',
    destinatario,
    lineas,
    documentos_relacionados: [
      { tipo: datos.documento.tipo, numero: datos.documento.numero, ruc_emisor: ruc },
      ...(input.documentos_relacionados ?? []),
    ],
    comprobante_id: venta.id,
  });
}
