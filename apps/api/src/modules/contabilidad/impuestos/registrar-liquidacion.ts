import { asientoDeLiquidacionIgv } from '@kipu/peru/contabilidad/impuestos/asiento-liquidacion';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { LIBRO_DIARIO, OPERACION_ASIENTO_VARIO } from '../asientos-varios/asientos-varios.ts';
import { cuentasDeTributos, TRIBUTOS } from '../documentos/cuentas-de-tributos.ts';
import { bloquearDocumento, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import { periodoTexto } from '../estados-financieros/reporte-tabular.ts';
import type { OperacionVista } from '../libro/consultar-operaciones.ts';
import { registrarOperacion } from '../libro/registrar-operacion.ts';
import { type ArgsLiquidacion, asientoDeLiquidacion, consultarLiquidacion } from './liquidacion-impuestos.ts';
import { CUENTAS_IGV_DEL_LIBRO } from './meses-registrados.ts';

/** Last day of a period AAAAMM (YYYY-MM-DD). */
const ultimoDia = (periodo: string) => {
  const anio = Number(periodo.slice(0, 4));
  const mes = Number(periodo.slice(4, 6));
  return new Date(Date.UTC(anio, mes, 0)).toISOString().slice(0, 10);
};

/**
 * registrarLiquidacion: posts the month's IGV settlement as an asiento vario (050100, kind 5) dated on
 * the period's last day: the 'mixta' IGV (40117) to the IGV account by the prorrata and the rest to
 * expense (6411), and the non-domiciled IGV, percepciones and retenciones (40112–40114) to the IGV
 * account, whose balance is then the IGV to pay or the credit to carry. One entry per period; void it
 * in asientos varios to post it again.
 */
export async function registrarLiquidacion(
  deps: Dependencias,
  sesion: SesionActiva,
  a: ArgsLiquidacion,
): Promise<OperacionVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const l = await consultarLiquidacion(deps, sesion, a);
  const texto = periodoTexto(l.periodo);
  const movimientos = asientoDeLiquidacionIgv(
    {
      igvMixta: l.mes.compras.totales.igv_mixta,
      creditoMixta: l.igv.creditoMixta,
      noDomiciliados: l.mes.cargos.noDomiciliados,
      percepciones: l.mes.cargos.percepciones,
      retenciones: l.mes.cargos.retenciones,
    },
    {
      igv: (await cuentasDeTributos(deps.db, empresaId)).get(TRIBUTOS.igv) ?? '40111',
      ...CUENTAS_IGV_DEL_LIBRO,
    },
  );
  if (movimientos.length === 0)
    throw entradaInvalida(
      `La liquidación de ${texto} no tiene importes que trasladar a la cuenta del IGV (compras mixtas, no domiciliados, percepciones ni retenciones)`,
    );
  const operacion = await deps.db.transaction(async (tx) => {
    await bloquearDocumento(tx, [empresaId, 'liquidacion-igv', l.periodo]);
    const previa = await asientoDeLiquidacion(tx, empresaId, l.periodo);
    if (previa)
      throw entradaInvalida(
        `La liquidación de ${texto} ya tiene su asiento (CUO ${previa.cuo}): anúlelo en asientos varios para registrarlo de nuevo`,
      );
    return registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DIARIO,
        tipoOperacion: OPERACION_ASIENTO_VARIO,
        fechaContable: ultimoDia(l.periodo),
        fechaEmision: ultimoDia(l.periodo),
        periodo: l.periodo,
        glosa: `Liquidación del IGV de ${texto}`,
        datos: { liquidacionIgv: l.periodo, prorrata: l.prorrata.coeficiente },
        usuarioId: sesion.usuario.id,
      },
      movimientos,
    );
  });
  return { ...operacion, lineas: await lineasDeOperacion(deps.db, operacion.id) };
}
