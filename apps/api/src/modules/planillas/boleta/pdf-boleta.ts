import { schema } from '@kipu/db';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { mesAnio, planillaDelPeriodo } from '../planilla/consultar-planilla.ts';
import { nombreTrabajador } from '../planilla/entrada-planilla.ts';
import { type BoletasDeTrabajador, boletasDePlanilla } from './datos-boleta.ts';
import { type DatosBoleta, documentoBoleta } from './documento-boleta.ts';

/** The session company's planilla of the period, with the company as the boleta prints it. */
export async function planillaConEmpresa(deps: Dependencias, sesion: SesionActiva, periodo: string) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const planilla = await planillaDelPeriodo(deps.db, empresaId, periodo);
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  return {
    planilla,
    empresa: { ruc: empresa.ruc, razonSocial: empresa.razonSocial, direccion: empresa.direccion },
  };
}

/**
 * A worker of the session company and their payslips in the period's computed planilla (borrador or
 * cerrada); another company's worker answers FORBIDDEN, a worker without payslip BAD_USER_INPUT.
 */
export async function boletasDelTrabajador(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<BoletasDeTrabajador> {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  const { planilla, empresa } = await planillaConEmpresa(deps, sesion, periodo);
  const [boletas] = await boletasDePlanilla(deps.db, empresa, planilla, trabajador.id);
  if (!boletas)
    throw entradaInvalida(
      `${nombreTrabajador(trabajador)} no tiene boleta en la planilla de ${mesAnio(periodo)}`,
    );
  return boletas;
}

/** The printed payslips, one page each, as an A4 PDF. */
export const pdfDeBoletas = (paginas: DatosBoleta[]): Promise<Buffer> =>
  renderizarPdf(documentoBoleta(paginas));

/** `boleta-AAAAMM-<document>.pdf`, the name a worker's payslip is downloaded and mailed under. */
export const nombreArchivoBoleta = (periodo: string, b: BoletasDeTrabajador) =>
  `boleta-${periodo}-${b.trabajador.numeroDocumento}.pdf`;

const archivoPdf = (nombre: string, datos: Buffer): ArchivoGenerado => ({
  nombre,
  mime: 'application/pdf',
  base64: datos.toString('base64'),
});

/** The boleta de pago of a worker of the session company, printed from the stored payslip. */
export async function pdfBoletaPago(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<ArchivoGenerado> {
  const b = await boletasDelTrabajador(deps, sesion, periodo, trabajadorId);
  return archivoPdf(nombreArchivoBoleta(periodo, b), await pdfDeBoletas(b.paginas));
}

/** Every payslip of the period's planilla in one PDF (`boletas-AAAAMM.pdf`), workers in name order. */
export async function pdfBoletasPago(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<ArchivoGenerado> {
  const { planilla, empresa } = await planillaConEmpresa(deps, sesion, periodo);
  const boletas = await boletasDePlanilla(deps.db, empresa, planilla);
  if (!boletas.length) throw entradaInvalida(`La planilla de ${mesAnio(periodo)} no tiene boletas`);
  return archivoPdf(`boletas-${periodo}.pdf`, await pdfDeBoletas(boletas.flatMap((b) => b.paginas)));
}
