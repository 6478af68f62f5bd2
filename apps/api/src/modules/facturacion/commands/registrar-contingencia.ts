import { errorDeBaseDatos, schema } from '@kipu/db';
import { TIPOS_COMPROBANTE } from '@kipu/peru';
import { SERIE_CONTINGENCIA } from '@kipu/peru/sunat/nombres';
import { PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import { and, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { credencialDeFirma } from '../credenciales-envio.ts';
import { emisorDe, exigirTextosDelXml } from '../emisor.ts';
import { type EmitirComprobanteInput, entradaDelComprobante } from '../entrada-comprobante.ts';
import { publicarComprobanteEmitido } from '../events/comprobante-emitido.ts';
import { calcular, guardarComprobante, validarFechaEmision } from '../guardar-comprobante.ts';
import { origenDeEmision } from '../origen-de-emision.ts';
import { encolarComprobante } from '../politica-envio.ts';
import { conTipoCambio } from '../tipo-cambio-del-comprobante.ts';

export type ContingenciaInput = Omit<EmitirComprobanteInput, 'serie' | 'fecha_emision'> & {
  serie: string;
  numero: number;
  fecha_emision: string;
};

/**
 * Registers a factura or boleta issued on paper during an outage (contingencia): its physical series of
 * four digits and its number as printed — no counter is taken; the same number twice is refused. It is
 * computed, signed and stored like any other, marked `contingencia`, and informed to SUNAT: a factura by
 * sendBill (within SUNAT's 3 days), a boleta in the resumen diario of its date (within 7).
 */
export async function registrarContingencia(
  deps: Dependencias,
  sesion: SesionActiva,
  input: ContingenciaInput,
): Promise<ComprobanteVista> {
  const { empresa, local } = await origenDeEmision(deps, sesion);
  if (input.tipo !== '01' && input.tipo !== '03')
    throw entradaInvalida('En contingencia se registran facturas (01) y boletas (03)');
  const tipo = input.tipo;
  const nombre = TIPOS_COMPROBANTE[tipo].toLowerCase();
  const serie = input.serie.trim();
  if (!SERIE_CONTINGENCIA.test(serie))
    throw entradaInvalida('La serie de contingencia tiene 4 dígitos, como está impresa (por ejemplo 0001)');
  const numero = input.numero;
  if (!Number.isInteger(numero) || numero < 1 || numero > 99_999_999)
    throw entradaInvalida('El número del comprobante va de 1 a 99999999');
  const plazo = tipo === '01' ? PLAZOS_SUNAT.factura : PLAZOS_SUNAT.resumen;
  const fecha = validarFechaEmision(input.fecha_emision.trim(), hoyEnLima(), plazo);
  const c = calcular(
    entradaDelComprobante(await conTipoCambio(deps.db, { ...input, serie }, fecha), serie, numero, fecha, {
      regimenIgv: empresa.regimenIgv,
    }),
  );
  const repetido = `Ya está registrada la ${nombre} de contingencia ${serie}-${numero}`;
  const { comprobantes, series } = schema;
  const [existente] = await deps.db
    .select({ id: comprobantes.id })
    .from(comprobantes)
    .where(
      and(
        eq(comprobantes.empresaId, empresa.id),
        eq(comprobantes.tipo, tipo),
        eq(comprobantes.serie, serie),
        eq(comprobantes.numero, numero),
      ),
    );
  if (existente) throw entradaInvalida(repetido);
  const emisor = await emisorDe(deps, empresa, local);
  exigirTextosDelXml(c.entrada, emisor);
  const firma = await credencialDeFirma(deps, empresa.id);

  let fila: Awaited<ReturnType<typeof guardarComprobante>>;
  try {
    fila = await deps.db.transaction(async (tx) => {
      // The physical series gets a row of its own, inactive: emission never numbers from it.
      await tx
        .insert(series)
        .values({ empresaId: empresa.id, localId: local.id, tipoComprobante: tipo, serie, activa: false })
        .onConflictDoNothing();
      const [fisica] = await tx
        .select({ id: series.id })
        .from(series)
        .where(
          and(eq(series.empresaId, empresa.id), eq(series.tipoComprobante, tipo), eq(series.serie, serie)),
        );
      if (!fisica) throw new Error('No se pudo registrar la serie de contingencia');
      return guardarComprobante(
        tx,
        {
          empresaId: empresa.id,
          localId: local.id,
          serieId: fisica.id,
          usuarioId: sesion.usuario.id,
          contingencia: true,
        },
        c,
        emisor,
        firma,
      );
    });
  } catch (e) {
    // Two registrations of the same number at once: the unique index decides.
    if (errorDeBaseDatos(e).code === '23505') throw entradaInvalida(repetido);
    throw e;
  }
  await publicarComprobanteEmitido(deps, fila.id);
  const { ultimoError } = await encolarComprobante(deps, empresa, fila);
  return vistaComprobante({ ...fila, ultimoError, tieneCdr: false });
}
