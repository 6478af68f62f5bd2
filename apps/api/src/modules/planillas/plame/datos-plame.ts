import { type Db, schema } from '@kipu/db';
import type { BoletaMensual, EntradaBoletaMensual } from '@kipu/peru';
import { and, eq, isNull } from 'drizzle-orm';

/** A stored payslip of the period with what the PLAME files need of its worker and contract. */
export type BoletaDelPeriodo = {
  tipoDocumento: string;
  numeroDocumento: string;
  horasDiarias: number;
  tasaSctrSalud: string | null;
  entrada: EntradaBoletaMensual;
  boleta: BoletaMensual;
};

export async function boletasDelPeriodo(db: Db, planillaId: string): Promise<BoletaDelPeriodo[]> {
  const pt = schema.planillaTrabajadores;
  const w = schema.trabajadores;
  const k = schema.contratos;
  const filas = await db
    .select({
      tipoDocumento: w.tipoDocumento,
      numeroDocumento: w.numeroDocumento,
      horasDiarias: k.horasDiarias,
      tasaSctrSalud: k.tasaSctrSalud,
      entrada: pt.entrada,
      boleta: pt.boleta,
    })
    .from(pt)
    .innerJoin(w, eq(w.id, pt.trabajadorId))
    .innerJoin(k, eq(k.id, pt.contratoId))
    .where(eq(pt.planillaId, planillaId))
    .orderBy(w.apellidoPaterno, w.numeroDocumento);
  return filas.map((f) => ({
    ...f,
    entrada: f.entrada as EntradaBoletaMensual,
    boleta: f.boleta as BoletaMensual,
  }));
}

/** A recibo por honorarios of the period's registro de compras (tipo 02), not voided. */
export type ReciboDelPeriodo = {
  tipoDocumento: string | null;
  numeroDocumento: string | null;
  nombre: string | null;
  serie: string | null;
  numero: string | null;
  total: string;
  fechaEmision: string | null;
  fechaContable: string;
  datos: Record<string, unknown>;
};

export async function recibosPorHonorarios(
  db: Db,
  empresaId: string,
  periodo: string,
): Promise<ReciboDelPeriodo[]> {
  const o = schema.operaciones;
  return db
    .select({
      tipoDocumento: o.personaTipoDocumento,
      numeroDocumento: o.personaNumeroDocumento,
      nombre: o.personaNombre,
      serie: o.serie,
      numero: o.numero,
      total: o.total,
      fechaEmision: o.fechaEmision,
      fechaContable: o.fechaContable,
      datos: o.datos,
    })
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.periodo, periodo),
        eq(o.libro, '080100'),
        eq(o.tipoComprobante, '02'),
        isNull(o.deletedAt),
      ),
    )
    .orderBy(o.numeroCuo);
}
