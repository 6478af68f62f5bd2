import { schema } from '@kipu/db';
import type { Liquidacion } from '@kipu/peru';
import { eq } from 'drizzle-orm';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { nombreTrabajador } from '../planilla/entrada-planilla.ts';
import type { EntradaLiquidacionRun } from './beneficio-liquidacion.ts';
import { exigirVista } from './consultar-beneficio.ts';
import { documentoLiquidacion } from './documento-liquidacion.ts';

/**
 * A ceased worker's "Liquidación de beneficios sociales" as an A4 PDF, printed from the month's stored
 * run (borrador or cerrada), never a new computation.
 */
export async function pdfLiquidacion(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  trabajadorId: string,
): Promise<ArchivoGenerado> {
  const trabajador = await exigirDeEmpresa(deps, sesion, schema.trabajadores, trabajadorId);
  const vista = await exigirVista(deps, sesion, 'liquidacion', periodo);
  const linea = vista.lineas.find((l) => l.trabajador_id === trabajador.id);
  if (!linea)
    throw entradaInvalida(
      `${nombreTrabajador(trabajador)} no tiene liquidación en ${periodo.slice(4)}/${periodo.slice(0, 4)}`,
    );
  const { empresa } = await exigirEmpresa(deps.db, sesion, trabajador.empresaId);
  const [contrato] = await deps.db
    .select()
    .from(schema.contratos)
    .where(eq(schema.contratos.id, linea.contrato_id));
  const datos = await renderizarPdf(
    documentoLiquidacion({
      empresa: { ruc: empresa.ruc, razonSocial: empresa.razonSocial, direccion: empresa.direccion },
      trabajador: {
        documento: trabajador.numeroDocumento,
        nombre: linea.trabajador,
        cargo: contrato?.cargo ?? '',
      },
      entrada: linea.entrada as EntradaLiquidacionRun,
      liquidacion: linea.resultado as Liquidacion,
    }),
  );
  return {
    nombre: `liquidacion-${periodo}-${trabajador.numeroDocumento}.pdf`,
    mime: 'application/pdf',
    base64: datos.toString('base64'),
  };
}
