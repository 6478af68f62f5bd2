import type { TipoCuentaFinanciera } from '@kipu/peru';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDelLibro, periodoImpreso } from '../reportes/cuentas-y-empresa.ts';
import { pdfDeHoja } from '../reportes/hoja-impresa.ts';
import { COLUMNAS, filasCajaBancos, libroCajaBancos, NOMBRE } from './libro-caja-bancos.ts';

const FORMATO = {
  caja: 'FORMATO 1.1: LIBRO CAJA Y BANCOS - DETALLE DE LOS MOVIMIENTOS DEL EFECTIVO',
  banco: 'FORMATO 1.2: LIBRO CAJA Y BANCOS - DETALLE DE LOS MOVIMIENTOS DE LA CUENTA CORRIENTE',
} as const;

/** pdfLFcaja / pdfLFbancos: the Excel's rows under format 1.1's or 1.2's legal header. */
export async function pdfCajaBancos(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentaFinanciera,
  args: { periodo: string; cuenta_financiera_id: string },
): Promise<ArchivoGenerado> {
  const l = await libroCajaBancos(deps, sesion, tipo, args);
  const { contribuyente } = await empresaDelLibro(deps, sesion);
  const datos =
    tipo === 'banco'
      ? [
          `ENTIDAD FINANCIERA: ${l.banco ?? ''}`,
          `CÓDIGO DE LA CUENTA CORRIENTE: ${l.numero_cuenta ?? ''}`,
          `CUENTA: ${l.cuenta_financiera} (${l.moneda})`,
        ]
      : [`CUENTA: ${l.cuenta_financiera} (${l.moneda})`];
  return pdfDeHoja(
    {
      formato: FORMATO[tipo],
      archivo: `libro-${NOMBRE[tipo]}-${args.periodo}`,
      periodo: periodoImpreso(args.periodo),
      datos,
      horizontal: false,
      columnas: COLUMNAS,
      filas: filasCajaBancos(l),
      enfasis: (m) => m.operacion_id === '',
    },
    contribuyente,
  );
}
