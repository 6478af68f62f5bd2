import type { ErrorComprobante } from './calculo.ts';

/**
 * Guías de remisión a document cites (cac:DespatchDocumentReference): 09 remitente or 31 transportista,
 * as SERIE-NÚMERO. The series are those SUNAT's validation accepts without observation 4006: electronic
 * T### (remitente) or G### / EG## (transportista and older electronic guides), or a four-digit printed
 * series.
 */
export type GuiaRelacionada = { tipo: '09' | '31'; numero: string };

const FORMATO_GUIA = /^(T[0-9]{3}|[0-9]{4}|EG[0-9]{2}|G[0-9]{3})-[0-9]{1,8}$/;
/** SUNAT reads up to this many related guides in its register; more belongs in the guides themselves. */
export const MAXIMO_GUIAS = 10;

/** The guides as they will be written (upper case, numbers without leading zeros), or the errors found. */
export function validarGuiasRelacionadas(
  guias: readonly GuiaRelacionada[],
  errores: ErrorComprobante[],
): GuiaRelacionada[] {
  if (guias.length > MAXIMO_GUIAS) {
    errores.push({
      campo: 'guias',
      mensaje: `Se admiten hasta ${MAXIMO_GUIAS} guías de remisión relacionadas`,
    });
  }
  const vistas = new Set<string>();
  return guias.map((g, i) => {
    const campo = `guias.${i}`;
    const [serie = '', numero = ''] = g.numero.trim().toUpperCase().split('-');
    const normal = /^[0-9]+$/.test(numero) ? `${serie}-${String(Number(numero))}` : `${serie}-${numero}`;
    if (g.tipo !== '09' && g.tipo !== '31') {
      errores.push({ campo, mensaje: `Guía ${i + 1}: el tipo debe ser 09 (remitente) o 31 (transportista)` });
    }
    if (!FORMATO_GUIA.test(normal)) {
      errores.push({
        campo,
        mensaje: `Guía ${i + 1}: escriba serie y número como T001-123 (o la serie impresa de 4 dígitos, 0001-123)`,
      });
    }
    const clave = `${g.tipo} ${normal}`;
    if (vistas.has(clave)) errores.push({ campo, mensaje: `Guía ${i + 1}: la guía ${normal} está repetida` });
    vistas.add(clave);
    return { tipo: g.tipo, numero: normal };
  });
}
