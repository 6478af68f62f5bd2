import { schema, type Tx } from '@kipu/db';
import { firmarXml } from '@kipu/peru/firma/firmar-xml';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { construirXmlGuia, nombreGuia } from '@kipu/peru/gre/construir-guia';
import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import type { Dependencias } from '../../shared/dependencias.ts';
import { credencialDeFirma } from '../facturacion/credenciales-envio.ts';
import { tomarNumero } from '../facturacion/tomar-numero.ts';
import { encolarGuia } from './encolar-guia.ts';
import { COLUMNAS_GUIA, type GuiaVista, vistaGuia } from './guia-vista.ts';
import { registrarMovimientosDeGuia } from './movimientos-de-guia.ts';

export type OrigenGuia = {
  empresa: { id: string; ruc: string; razonSocial: string };
  localId: string;
  serie: { id: string; serie: string };
  usuarioId: string;
  comprobanteId: string | null;
};

type Registrada = { id: string };

/**
 * Numbers, builds, signs, zips and stores a validated guide in one transaction: signing inside it means
 * a failure gives the number back, so the series never skips one. `ademas` runs in the same transaction
 * with the new row (a rebuilt guide marks the one it replaces), and so do the guide's kardex movements
 * (movimientos-de-guia.ts). Once committed, the `envio_guia` job
 * is queued: a job must never see a guide that may still roll back.
 */
export async function registrarGuia(
  deps: Dependencias,
  origen: OrigenGuia,
  armar: (numero: number) => EntradaGuia,
  ademas?: (tx: Tx, nueva: Registrada) => Promise<void>,
): Promise<GuiaVista> {
  const { empresa } = origen;
  const emisor = { ruc: empresa.ruc, razonSocial: empresa.razonSocial };
  const firma = await credencialDeFirma(deps, empresa.id);
  const fila = await deps.db.transaction(async (tx) => {
    const entrada = armar(await tomarNumero(tx, origen.serie));
    const firmado = firmarXml(construirXmlGuia(entrada, emisor), firma);
    const { zip } = zipComprobante(nombreGuia(emisor.ruc, entrada), firmado.xml);
    const [nueva] = await tx
      .insert(schema.guias)
      .values({
        empresaId: empresa.id,
        localId: origen.localId,
        serieId: origen.serie.id,
        usuarioId: origen.usuarioId,
        comprobanteId: origen.comprobanteId,
        tipo: entrada.tipo,
        serie: entrada.serie,
        numero: entrada.numero,
        fechaEmision: entrada.fecha,
        fechaInicioTraslado: entrada.fechaInicioTraslado,
        motivo: entrada.tipo === '09' ? entrada.motivo : null,
        modalidad: entrada.tipo === '09' ? entrada.modalidad : null,
        destinatarioTipoDocumento: entrada.destinatario.tipoDocumento,
        destinatarioNumeroDocumento: entrada.destinatario.numero,
        destinatarioNombre: entrada.destinatario.nombre,
        pesoBruto: entrada.pesoBruto,
        unidadPeso: entrada.unidadPeso,
        entrada: entrada as unknown as Record<string, unknown>,
        xmlFirmado: firmado.xml,
        zipBase64: Buffer.from(zip).toString('base64'),
        digestValue: firmado.digestValue,
      })
      .returning(COLUMNAS_GUIA);
    if (!nueva) throw new Error('No se pudo registrar la guía');
    const { localId, comprobanteId, usuarioId } = origen;
    await registrarMovimientosDeGuia(
      tx,
      { id: nueva.id, empresaId: empresa.id, localId, comprobanteId, usuarioId },
      entrada,
    );
    await ademas?.(tx, nueva);
    return nueva;
  });
  const ultimoError = await encolarGuia(deps, fila.id);
  return vistaGuia(ultimoError ? { ...fila, ultimoError } : fila);
}
