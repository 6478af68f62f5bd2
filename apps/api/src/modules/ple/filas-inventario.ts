import type { Db } from '@kipu/db';
import type { FilaInventario } from '@kipu/peru/ple/index';
import { CERO, type KardexProducto, kardexDelPeriodo } from '../contabilidad/inventarios/kardex.ts';
import { inicioDePeriodo } from '../contabilidad/inventarios/movimientos-vivos.ts';
import { tipoExistencia } from '../contabilidad/inventarios/productos-kardex.ts';
import { OPERACION_SALDO_INICIAL } from '../contabilidad/inventarios/saldo-inicial.ts';

/** The fiscal address's annex code: the kardex is kept for the company as one warehouse. */
const ESTABLECIMIENTO = '0000';

/**
 * The 12.1 / 13.1 rows of one product: its opening balance as the first tuple (the typed saldo inicial,
 * or the balance carried from earlier periods), then each movement of the period with the CUO it was
 * noted with. Movements without an operation (typed openings) are identified by their own id. The
 * correlativo counts the lines of each CUO, so two lines of one document keep distinct keys.
 */
function filasDelProducto(k: KardexProducto, correlativos: Map<string, number>): FilaInventario[] {
  const p = k.producto;
  const base = {
    periodo: k.periodo,
    establecimiento: ESTABLECIMIENTO,
    tipoExistencia: tipoExistencia(p),
    codigo: p.codigo,
    codigoSunat: p.codigoSunat,
    descripcion: p.descripcion,
    unidad: p.medidaId,
    estado: '1',
  };
  const apertura = k.periodo.endsWith('01') ? 'A' : 'M';
  const correlativo = (cuo: string, prefijo: string) => {
    const n = (correlativos.get(cuo) ?? 0) + 1;
    correlativos.set(cuo, n);
    return `${prefijo}${n}`;
  };
  if (!k.lineas.length && k.inicial.cantidad === '0') return [];
  const tipeado = k.lineas[0]?.movimiento.tipoOperacion === OPERACION_SALDO_INICIAL;
  const traido: FilaInventario[] = tipeado
    ? []
    : [
        {
          ...base,
          cuo: `SI${k.periodo}`,
          correlativo: correlativo(`SI${k.periodo}`, apertura),
          fecha: inicioDePeriodo(k.periodo),
          tipoComprobante: '00',
          serie: '0',
          numero: '0',
          tipoOperacion: OPERACION_SALDO_INICIAL,
          entrada: k.inicial,
          salida: CERO,
          saldo: k.inicial,
        },
      ];
  return [
    ...traido,
    ...k.lineas.map((l) => {
      const m = l.movimiento;
      const cuo = m.cuo ?? m.id.replace(/-/g, '');
      return {
        ...base,
        cuo,
        correlativo: correlativo(cuo, m.tipoOperacion === OPERACION_SALDO_INICIAL ? apertura : 'M'),
        fecha: m.fecha,
        tipoComprobante: m.tipoComprobante,
        serie: m.serie,
        numero: m.numero,
        tipoOperacion: m.tipoOperacion,
        entrada: l.entrada,
        salida: l.salida,
        saldo: l.saldo,
      };
    }),
  ];
}

/** Every product's 12.1 / 13.1 rows of the period, product by product in code order. */
export async function filasInventario(db: Db, empresaId: string, periodo: string): Promise<FilaInventario[]> {
  const correlativos = new Map<string, number>();
  return (await kardexDelPeriodo(db, empresaId, periodo)).flatMap((k) => filasDelProducto(k, correlativos));
}
