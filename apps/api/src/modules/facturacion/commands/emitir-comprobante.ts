import { schema } from '@kipu/db';
import {
  type ComprobanteCalculado,
  calcularComprobante,
  construirXml,
  type EntradaComprobante,
  TIPOS_COMPROBANTE,
} from '@kipu/peru';
import { firmarXml } from '@kipu/peru/firma/firmar-xml';
import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { nombreComprobante } from '@kipu/peru/sunat/nombres';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../../workspace/alcance.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { credencialDeFirma } from '../credenciales-envio.ts';
import { emisorDe } from '../emisor.ts';
import {
  type EmitirComprobanteInput,
  entradaDelComprobante,
  esTipoElectronico,
} from '../entrada-comprobante.ts';

/** SUNAT refuses facturas sent more than 3 days after their date; the same bound keeps boletas on time. */
const DIAS_ATRAS = 3;

type Local = typeof schema.locales.$inferSelect;

/** The local the session works in, if it is the company's, active, and the user may emit from it. */
export async function localDeTrabajo(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<Local> {
  if (!sesion.localId) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  const [local] = await deps.db
    .select()
    .from(schema.locales)
    .where(
      and(
        eq(schema.locales.id, sesion.localId),
        eq(schema.locales.empresaId, empresaId),
        isNull(schema.locales.deletedAt),
      ),
    );
  if (!local?.activo) throw prohibido();
  return local;
}

function fechaDeEmision(pedida: string | null | undefined, hoy: string): string {
  const fecha = pedida ?? hoy;
  const d = new Date(`${fecha}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || Number.isNaN(d.getTime()) || !d.toISOString().startsWith(fecha))
    throw entradaInvalida('La fecha de emisión no es válida');
  if (fecha > hoy) throw entradaInvalida('La fecha de emisión no puede ser futura');
  const limite = new Date(Date.parse(`${hoy}T00:00:00Z`) - DIAS_ATRAS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (fecha < limite)
    throw entradaInvalida(
      `La fecha de emisión no puede ser anterior a ${DIAS_ATRAS} días (SUNAT lo rechaza)`,
    );
  return fecha;
}

/** The series asked for, or the local's first active one of the type (a note's: of its document's letter). */
async function serieDelLocal(deps: Dependencias, local: Local, input: EmitirComprobanteInput) {
  const candidatas = await deps.db
    .select()
    .from(schema.series)
    .where(
      and(
        eq(schema.series.localId, local.id),
        eq(schema.series.tipoComprobante, input.tipo),
        eq(schema.series.activa, true),
      ),
    )
    .orderBy(asc(schema.series.serie));
  const pedida = input.serie?.trim().toUpperCase();
  const letra = input.afectado?.tipo === '03' ? 'B' : 'F';
  const serie = pedida
    ? candidatas.find((s) => s.serie === pedida)
    : (candidatas.find((s) =>
        input.tipo === '07' || input.tipo === '08' ? s.serie.startsWith(letra) : true,
      ) ?? candidatas[0]);
  if (!serie) {
    const nombre = TIPOS_COMPROBANTE[input.tipo as keyof typeof TIPOS_COMPROBANTE].toLowerCase();
    throw entradaInvalida(
      pedida
        ? `El local no tiene la serie ${pedida} activa para ${nombre}`
        : `El local no tiene una serie activa de ${nombre}`,
    );
  }
  return serie;
}

function calcular(entrada: EntradaComprobante): ComprobanteCalculado {
  let calculado: ComprobanteCalculado;
  try {
    calculado = calcularComprobante(entrada);
  } catch {
    // A malformed amount the calculation's own checks do not reach (ISC rate, adjustment).
    throw entradaInvalida('Hay importes o porcentajes que no son números válidos');
  }
  if (calculado.errores.length > 0) throw entradaInvalida(calculado.errores.map((e) => e.mensaje).join('; '));
  return calculado;
}

export type OpcionesEmision = {
  /** false: signed and stored but left 'pendiente' (mass invoicing's solo_registro; sent later by hand). */
  enviar?: boolean;
};

/**
 * Emits a factura, boleta or note from the session's local: validates everything first (nothing is
 * written and no number taken on error), then in one transaction takes the series' next number with
 * UPDATE … RETURNING (the row lock serialises concurrent emissions, so numbers neither skip nor
 * repeat), builds, signs and zips the XML and stores it. Sending is the `envio_sunat` job's, queued
 * after the commit so the worker finds the row.
 */
export async function emitirComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  input: EmitirComprobanteInput,
  opciones: OpcionesEmision = {},
): Promise<ComprobanteVista> {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const { empresa, asignacion } = await exigirEmpresa(deps.db, sesion, sesion.empresaId);
  const local = await localDeTrabajo(deps, sesion, empresa.id);
  if (asignacion?.localId && asignacion.localId !== local.id && ROLES_DE_LOCAL.includes(sesion.usuario.rolId))
    throw prohibido();
  if (!esTipoElectronico(input.tipo)) throw entradaInvalida('Tipo de comprobante no válido');
  const tipo = input.tipo;
  const fecha = fechaDeEmision(input.fecha_emision, hoyEnLima());
  const hora = horaEnLima();
  const serie = await serieDelLocal(deps, local, input);
  // The rules do not depend on the number: checked with the next one expected, before any write.
  calcular(entradaDelComprobante(input, serie.serie, serie.ultimo + 1, fecha, hora));
  const emisor = await emisorDe(deps, empresa, local);
  const firma = await credencialDeFirma(deps, empresa.id);

  const fila = await deps.db.transaction(async (tx) => {
    const [tomado] = await tx
      .update(schema.series)
      .set({ ultimo: sql`${schema.series.ultimo} + 1` })
      .where(and(eq(schema.series.id, serie.id), eq(schema.series.activa, true)))
      .returning({ numero: schema.series.ultimo });
    if (!tomado) throw entradaInvalida(`La serie ${serie.serie} fue desactivada`);
    const numero = tomado.numero;
    const c = calcular(entradaDelComprobante(input, serie.serie, numero, fecha, hora));
    const firmado = firmarXml(construirXml(c, emisor), firma);
    const { zip } = zipComprobante(nombreComprobante(empresa.ruc, tipo, serie.serie, numero), firmado.xml);
    const [insertada] = await tx
      .insert(schema.comprobantes)
      .values({
        empresaId: empresa.id,
        localId: local.id,
        serieId: serie.id,
        tipo,
        serie: serie.serie,
        numero,
        fechaEmision: fecha,
        moneda: c.entrada.moneda,
        clienteTipoDocumento: c.entrada.cliente.tipoDocumento,
        clienteNumeroDocumento: c.entrada.cliente.numero,
        clienteNombre: c.entrada.cliente.nombre,
        clienteDireccion: c.entrada.cliente.direccion ?? null,
        operacionesGravadas: c.operacionesGravadas,
        operacionesExoneradas: c.operacionesExoneradas,
        operacionesInafectas: c.operacionesInafectas,
        operacionesExportacion: c.operacionesExportacion,
        operacionesGratuitas: c.operacionesGratuitas,
        igv: c.igv,
        isc: c.isc,
        icbper: c.icbper,
        importeTotal: c.importeTotal,
        documentoAfectado: c.entrada.afectado
          ? `${c.entrada.afectado.serie}-${c.entrada.afectado.numero}`
          : null,
        documento: c as unknown as Record<string, unknown>,
        hash: firmado.digestValue,
        xmlFirmado: firmado.xml,
        zipBase64: Buffer.from(zip).toString('base64'),
        usuarioId: sesion.usuario.id,
      })
      .returning();
    if (!insertada) throw new Error('No se pudo registrar el comprobante');
    return insertada;
  });

  if (opciones.enviar === false) return vistaComprobante({ ...fila, tieneCdr: false });
  try {
    await deps.cola.enviar('envio_sunat', { comprobanteId: fila.id });
  } catch (e) {
    // The document exists and keeps its number: it stays 'pendiente' and reenviarComprobante queues it.
    const mensaje = `No se pudo encolar el envío: ${e instanceof Error ? e.message : String(e)}`;
    await deps.db
      .update(schema.comprobantes)
      .set({ ultimoError: mensaje })
      .where(eq(schema.comprobantes.id, fila.id));
    fila.ultimoError = mensaje;
  }
  return vistaComprobante({ ...fila, tieneCdr: false });
}
