import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDelLibro, periodoImpreso } from '../reportes/cuentas-y-empresa.ts';
import { pdfDeHoja } from '../reportes/hoja-impresa.ts';
import { COLUMNAS_12, COLUMNAS_13, consultarKardex, filasKardex } from './consultar-kardex.ts';
import { tipoExistencia } from './productos-kardex.ts';

const FORMATO_12 =
  'FORMATO 12.1: REGISTRO DEL INVENTARIO PERMANENTE EN UNIDADES FÍSICAS - DETALLE DEL INVENTARIO PERMANENTE EN UNIDADES FÍSICAS';
const FORMATO_13 =
  'FORMATO 13.1: REGISTRO DEL INVENTARIO PERMANENTE VALORIZADO - DETALLE DEL INVENTARIO VALORIZADO';

/** pdfKardex: the Excel's rows under format 12.1's (units) or 13.1's (valued) legal header. */
export async function pdfKardex(
  deps: Dependencias,
  sesion: SesionActiva,
  productoId: string,
  periodo: string,
  valorizado: boolean,
): Promise<ArchivoGenerado> {
  const k = await consultarKardex(deps, sesion, productoId, periodo);
  const { contribuyente } = await empresaDelLibro(deps, sesion);
  const p = k.producto;
  const datos = [
    `CÓDIGO DE LA EXISTENCIA: ${p.codigo}`,
    `TIPO (TABLA 5): ${tipoExistencia(p)}`,
    `DESCRIPCIÓN: ${p.descripcion}`,
    `CÓDIGO DE LA UNIDAD DE MEDIDA (TABLA 6): ${p.medidaId}`,
    ...(valorizado ? ['MÉTODO DE VALUACIÓN: PROMEDIO PONDERADO'] : []),
  ];
  return pdfDeHoja(
    {
      formato: valorizado ? FORMATO_13 : FORMATO_12,
      archivo: `kardex${valorizado ? '13' : '12'}-${p.codigo}-${periodo}`,
      periodo: periodoImpreso(periodo),
      datos,
      columnas: valorizado ? COLUMNAS_13 : COLUMNAS_12,
      filas: filasKardex(k),
      enfasis: (f) => f.operacion === '',
    },
    contribuyente,
  );
}
