import { esEmailValido, normalizarEmail } from '@kipu/peru/identidad/email';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type BoletasDeTrabajador, boletasDePlanilla } from '../boleta/datos-boleta.ts';
import {
  boletasDelTrabajador,
  nombreArchivoBoleta,
  pdfDeBoletas,
  planillaConEmpresa,
} from '../boleta/pdf-boleta.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { correoBoleta } from './mensajes-boleta.ts';

export type BoletaEnviada = { trabajador_id: string; trabajador: string; para: string; archivo: string };
export type BoletaOmitida = { trabajador_id: string; trabajador: string; motivo: string };
export type EnvioBoletas = { enviados: number; correos: BoletaEnviada[]; omitidos: BoletaOmitida[] };

/** The worker's registered e-mail, or why their payslip cannot be mailed. */
function correoDelTrabajador(b: BoletasDeTrabajador): { para: string } | { motivo: string } {
  const registrado = b.trabajador.email?.trim();
  if (!registrado) return { motivo: 'No tiene correo electrónico' };
  const para = normalizarEmail(registrado);
  return esEmailValido(para) ? { para } : { motivo: `Su correo (${registrado}) no es válido` };
}

/** Mails the worker's payslip PDF; the file is kept in the store with the mail, as it was sent. */
async function enviar(
  deps: Dependencias,
  periodo: string,
  b: BoletasDeTrabajador,
  para: string,
): Promise<BoletaEnviada> {
  const archivo = nombreArchivoBoleta(periodo, b);
  const ruta = await deps.almacen.guardar('boletas', await pdfDeBoletas(b.paginas), 'pdf');
  await deps.cartero.enviar(
    correoBoleta(b.empresa, periodo, { nombre: b.nombre, neto: b.neto, archivo }, para, {
      nombre: archivo,
      ruta,
      tipo: 'application/pdf',
    }),
  );
  return { trabajador_id: b.trabajador.id, trabajador: b.nombre, para, archivo };
}

/** One worker's payslip of the period by e-mail; a worker without a valid e-mail is refused. */
export async function enviarBoletaPago(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<BoletaEnviada> {
  const b = await boletasDelTrabajador(deps, sesion, periodo, trabajadorId);
  const destino = correoDelTrabajador(b);
  if ('motivo' in destino)
    throw entradaInvalida(`El trabajador ${b.nombre}: ${destino.motivo.toLowerCase()}`);
  return enviar(deps, periodo, b, destino.para);
}

/** Every payslip of the period by e-mail; workers without a valid e-mail are skipped, with the reason. */
export async function enviarBoletasPago(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<EnvioBoletas> {
  const { planilla, empresa } = await planillaConEmpresa(deps, sesion, periodo);
  const boletas = await boletasDePlanilla(deps.db, empresa, planilla);
  if (!boletas.length) throw entradaInvalida(`La planilla de ${mesAnio(periodo)} no tiene boletas`);
  const correos: BoletaEnviada[] = [];
  const omitidos: BoletaOmitida[] = [];
  for (const b of boletas) {
    const destino = correoDelTrabajador(b);
    if ('motivo' in destino)
      omitidos.push({ trabajador_id: b.trabajador.id, trabajador: b.nombre, motivo: destino.motivo });
    else correos.push(await enviar(deps, periodo, b, destino.para));
  }
  return { enviados: correos.length, correos, omitidos };
}
