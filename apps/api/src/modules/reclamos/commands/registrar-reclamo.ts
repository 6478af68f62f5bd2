import { schema } from '@kipu/db';
import { plazoDeRespuesta, type ReclamoEntrada } from '@kipu/peru';
import { sql } from 'drizzle-orm';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { mensajeCaptcha } from '../../auth/limites-auth.ts';
import { notificar } from '../../notificaciones/commands/notificar.ts';
import { marcaDelHost } from '../../plataforma/queries/marca-por-host.ts';
import { correoAcuseReclamo } from '../correos-reclamo.ts';
import { datosDeHoja } from '../datos-hoja.ts';
import { hojaReclamacion } from '../pdf/hoja-reclamacion.ts';
import { validarEntradaReclamo } from '../validar-entrada.ts';

export type RegistroReclamo = ReclamoEntrada & { archivos?: string | null; captcha?: string | null };

/**
 * createReclamation: files the complaint under the next correlative code of the brand and year, with
 * the final hoja (code, date, legal term), mails the consumer the acknowledgement with the PDF, and
 * notifies the administrators. One transaction: the code is never skipped nor repeated.
 */
export async function registrarReclamo(
  deps: Dependencias,
  r: RegistroReclamo,
  host: string,
  ip: string,
): Promise<{ id: string; codigo: string }> {
  const { usuarioId } = await validarEntradaReclamo(deps, r, ip);
  if (!(await deps.captcha.verificar(r.captcha, ip)))
    throw entradaInvalida(mensajeCaptcha(deps.captcha.proveedor));
  if (r.archivos && !(deps.almacen.rutaAbsoluta(r.archivos) && /\.(png|jpg|webp|gif)$/.test(r.archivos))) {
    throw entradaInvalida('El archivo adjunto no es válido');
  }
  const marca = await marcaDelHost(deps.db, host);
  if (!marca) throw new Error('No hay marca por defecto');
  const fecha = hoyEnLima();
  const anio = Number(fecha.slice(0, 4));
  const { vence } = plazoDeRespuesta(fecha);
  const firma = Buffer.from(r.firma.slice(r.firma.indexOf(',') + 1), 'base64');
  const firmaArchivo = await deps.almacen.guardar('libro', firma, 'png');
  const { reclamos, reclamoSeguimientos, reclamoCorrelativos } = schema;

  const registrado = await deps.db.transaction(async (tx) => {
    const [n] = await tx
      .insert(reclamoCorrelativos)
      .values({ marcaId: marca.id, anio, ultimo: 1 })
      .onConflictDoUpdate({
        target: [reclamoCorrelativos.marcaId, reclamoCorrelativos.anio],
        set: { ultimo: sql`${reclamoCorrelativos.ultimo} + 1` },
      })
      .returning({ ultimo: reclamoCorrelativos.ultimo });
    if (!n) throw new Error('Sin correlativo');
    const codigo = `${anio}-${String(n.ultimo).padStart(6, '0')}`;
    const datos = await datosDeHoja(tx, marca, r, { codigo, fecha, fechaLimite: vence });
    const pdf = await renderizarPdf(hojaReclamacion(datos));
    const pdfArchivo = await deps.almacen.guardar('libro', pdf, 'pdf');
    const [fila] = await tx
      .insert(reclamos)
      .values({
        marcaId: marca.id,
        anio,
        correlativo: n.ultimo,
        codigo,
        usuarioId,
        nombres: r.namefull.trim(),
        ubigeo: r.ubicate,
        direccion: r.address.trim(),
        email: datos.consumidor.email,
        telefono: r.phone.replace(/[\s-]/g, ''),
        tipoDocumento: r.opcion0,
        numeroDocumento: r.nro.trim(),
        bien: r.opcion1 as 'PRODUCTO' | 'SERVICIO',
        tipo: r.option2 as 'RECLAMO' | 'QUEJA',
        descripcion: r.description.trim(),
        firmaArchivo,
        adjuntoArchivo: r.archivos ?? null,
        pdfArchivo,
        fechaPresentacion: fecha,
        fechaLimite: vence,
      })
      .returning();
    if (!fila) throw new Error('No se pudo registrar el reclamo');
    await tx.insert(reclamoSeguimientos).values({
      reclamoId: fila.id,
      estado: 'INICIO DEL RECLAMO',
      descripcion: `Reclamo registrado con el código ${codigo}. Plazo de respuesta: ${vence}.`,
    });
    return { fila, pdfArchivo };
  });

  const { fila, pdfArchivo } = registrado;
  await deps.cartero.enviar(correoAcuseReclamo(fila, marca.razonSocial ?? marca.nombre, pdfArchivo));
  await notificar(
    deps,
    { rolId: 'ea7e35be' },
    {
      titulo: `Nuevo ${fila.tipo === 'QUEJA' ? 'queja' : 'reclamo'} ${fila.codigo}`,
      mensaje: `${fila.nombres}: ${fila.descripcion.slice(0, 120)}`,
      link: `/admin/libro?codigo=${fila.codigo}`,
      tipo: 'reclamo',
    },
  );
  return { id: fila.id, codigo: fila.codigo };
}
