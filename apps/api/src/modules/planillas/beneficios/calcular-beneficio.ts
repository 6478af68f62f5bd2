import { schema } from '@kipu/db';
import { sumar } from '@kipu/peru/planillas/importes';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { tablasPlanilla } from '../parametros/tablas-planilla.ts';
import { CALCULADORES } from './calculadores.ts';
import type { LineaCalculada, OpcionesBeneficio } from './calculo.ts';
import {
  type BeneficioVista,
  consultarBeneficio,
  filaBeneficio,
  tituloBeneficio,
} from './consultar-beneficio.ts';
import { periodoBeneficio } from './periodo-beneficio.ts';

/**
 * Computes a run from the contracts and the closed payslips and keeps it as the kind and period's
 * borrador: recomputing replaces its lines; a closed run is refused. Everything is computed and checked
 * before the transaction, so a refusal writes nothing.
 */
export async function calcularBeneficio(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  periodo: string,
  opciones: OpcionesBeneficio,
): Promise<BeneficioVista | null> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const p = periodoBeneficio(tipo, periodo);
  const calculador = CALCULADORES[p.tipo];
  let calculo: Awaited<ReturnType<typeof calculador.calcular>>;
  try {
    const tablas = await tablasPlanilla(deps.db);
    calculo = await calculador.calcular({ db: deps.db, empresaId, periodo: p, opciones, tablas });
  } catch (e) {
    // The rules refuse what they cannot compute (a fund without commission, a bad date) with a RangeError.
    if (e instanceof RangeError) throw entradaInvalida(e.message);
    throw e;
  }
  const lineas: LineaCalculada<unknown, unknown>[] = calculo.lineas;
  if (lineas.length === 0) throw entradaInvalida(`No hay trabajadores para ${tituloBeneficio(p)}`);
  await deps.db.transaction(async (tx) => {
    const b = schema.beneficios;
    await tx.insert(b).values({ empresaId, tipo: p.tipo, periodo: p.periodo }).onConflictDoNothing();
    const fila = await filaBeneficio(tx, empresaId, p, true);
    if (!fila) throw new Error('No se pudo registrar el cálculo');
    if (fila.estado === 'cerrada')
      throw entradaInvalida(`${tituloBeneficio(p)} está cerrada: revierta el cierre para recalcularla`);
    const bt = schema.beneficioTrabajadores;
    await tx.delete(bt).where(eq(bt.beneficioId, fila.id));
    await tx.insert(bt).values(
      lineas.map((l) => ({
        beneficioId: fila.id,
        trabajadorId: l.vinculo.trabajador.id,
        contratoId: l.vinculo.contrato.id,
        entrada: l.entrada,
        resultado: l.resultado,
        importe: l.importe,
      })),
    );
    await tx
      .update(b)
      .set({ total: sumar(lineas.map((l) => l.importe)).toFixed(2), parametros: calculo.parametros ?? {} })
      .where(eq(b.id, fila.id));
  });
  return consultarBeneficio(deps, sesion, tipo, periodo);
}
