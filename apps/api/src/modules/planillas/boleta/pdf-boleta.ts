import { schema } from '@kipu/db';
import type { BoletaMensual } from '@kipu/peru';
import { and, asc, eq } from 'drizzle-orm';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { fechaPeru } from '../../facturacion/pdf/formato.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { mesAnio, planillaDelPeriodo } from '../planilla/consultar-planilla.ts';
import { nombreTrabajador } from '../planilla/entrada-planilla.ts';
import { documentoBoleta } from './documento-boleta.ts';

function pensionDe(c: typeof schema.contratos.$inferSelect): string {
  if (c.sistemaPension === 'onp') return 'ONP';
  if (c.sistemaPension === 'afp')
    return `AFP ${c.afp ?? ''} (${c.comisionAfp === 'mixta' ? 'mixta' : 'flujo'})`;
  return 'Sin sistema';
}

/**
 * The boleta de pago of a worker of the session company in the period's computed planilla (borrador or
 * cerrada), printed from the stored payslip; another company's worker answers FORBIDDEN.
 */
export async function pdfBoletaPago(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<ArchivoGenerado> {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  const planilla = await planillaDelPeriodo(deps.db, trabajador.empresaId, periodo);
  const { empresa } = await exigirEmpresa(deps.db, sesion, trabajador.empresaId);
  const pt = schema.planillaTrabajadores;
  const filas = await deps.db
    .select({ fila: pt, contrato: schema.contratos })
    .from(pt)
    .innerJoin(schema.contratos, eq(schema.contratos.id, pt.contratoId))
    .where(and(eq(pt.planillaId, planilla.id), eq(pt.trabajadorId, trabajador.id)))
    .orderBy(asc(schema.contratos.fechaInicio));
  const nombre = nombreTrabajador(trabajador);
  if (!filas.length) throw entradaInvalida(`${nombre} no tiene boleta en la planilla de ${mesAnio(periodo)}`);
  const pdf = await renderizarPdf(
    documentoBoleta(
      filas.map(({ fila, contrato }) => ({
        empresa: { ruc: empresa.ruc, razonSocial: empresa.razonSocial, direccion: empresa.direccion },
        trabajador: {
          documento: trabajador.numeroDocumento,
          nombre,
          fechaIngreso: fechaPeru(trabajador.fechaIngreso),
        },
        contrato: {
          cargo: contrato.cargo,
          regimen: contrato.regimenLaboral,
          pension: pensionDe(contrato),
          cuspp: contrato.cuspp,
        },
        periodo: mesAnio(periodo),
        boleta: fila.boleta as BoletaMensual,
      })),
    ),
  );
  return {
    nombre: `boleta-${periodo}-${trabajador.numeroDocumento}.pdf`,
    mime: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
