import { esRucValido } from '../identidad/ruc.ts';
import { documentoGuia, esMotivo, reglasMotivo } from './catalogos-gre.ts';
import type { ErroresGuia } from './errores-guia.ts';
import type {
  DocumentoRelacionado,
  EntradaGuia,
  EntradaGuiaRemitente,
  EntradaGuiaTransportista,
} from './tipos.ts';

const ADUANEROS = ['50', '52'];
/** What an import or export guide may cite besides the DAM or DS (3445). */
const ADMITIDOS_ADUANA = ['09', '49', '50', '52', '80'];
/** SUNAT's customs regime inside a DAM/DS number for import (08) and export (09) (3441). */
const REGIMEN: Record<string, Record<string, string>> = {
  '08': { '50': '10', '52': '18' },
  '09': { '50': '40', '52': '48' },
};
const COMPROBANTES = ['01', '03', '12'];
/** Documents that let a carrier's guide cite more than one (3345, 3346). */
const PERMISOS_TRANSPORTE = ['31', '65', '66', '67', '68', '69'];

/** Documentos relacionados (catálogo 61): their form, who issued them, and what the motivo asks for. */
export function validarDocumentosGuia(g: EntradaGuia, ruc: string, e: ErroresGuia): void {
  const docs = g.documentosRelacionados ?? [];
  const vistos = new Set<string>();
  docs.forEach((d, i) => {
    const campo = `documentosRelacionados.${i}`;
    const n = `Documento relacionado ${i + 1}`;
    const def = documentoGuia(d.tipo);
    const guias: readonly string[] = def?.guias ?? [];
    if (!def || !guias.includes(g.tipo)) {
      e.agregar(`${campo}.tipo`, `${n}: el tipo ${d.tipo} no corresponde a esta guía (catálogo 61)`, '2692');
      return;
    }
    if (!d.numero) e.agregar(`${campo}.numero`, `${n}: indique su número`, '3403');
    else if (!(def.formato ?? /^\S{1,100}$/).test(d.numero) || !formatoAduanero(g, d))
      e.agregar(
        `${campo}.numero`,
        `${n}: el número ${d.numero} no tiene la forma de un(a) ${def.nombre}`,
        '3441',
      );
    const clave = `${d.tipo} ${d.numero}`;
    if (vistos.has(clave)) e.agregar(campo, `${n}: está repetido`, '3340');
    vistos.add(clave);
    if ('conEmisor' in def && !d.rucEmisor)
      e.agregar(`${campo}.rucEmisor`, `${n}: indique el RUC de quien lo emitió`, '3380');
    else if (d.rucEmisor !== undefined && !esRucValido(d.rucEmisor))
      e.agregar(`${campo}.rucEmisor`, `${n}: el RUC del emisor no es válido`, '3409');
    const emisorEsperado =
      g.tipo === '09' ? emisorEsperadoRemitente(g, d, ruc) : emisorEsperadoTransportista(g, d, ruc);
    if (emisorEsperado && d.rucEmisor && d.rucEmisor !== emisorEsperado.ruc)
      e.agregar(`${campo}.rucEmisor`, `${n}: debe ser emitido por ${emisorEsperado.quien}`, '3381');
  });
  if (g.tipo === '09') validarPorMotivo(g, docs, e);
  else validarCantidadTransportista(docs, e);
}

type Esperado = { ruc: string; quien: string } | undefined;

function emisorEsperadoRemitente(g: EntradaGuiaRemitente, d: DocumentoRelacionado, ruc: string): Esperado {
  const propio = { ruc, quien: 'la propia empresa' };
  if (d.tipo === '09') return propio;
  if ((g.motivo === '01' || g.motivo === '03') && COMPROBANTES.includes(d.tipo)) return propio;
  if (g.motivo === '02' && (d.tipo === '04' || d.tipo === '48')) return propio;
  if (g.motivo === '06' && COMPROBANTES.includes(d.tipo))
    return { ruc: g.destinatario.numero, quien: 'el destinatario' };
  return undefined;
}

function emisorEsperadoTransportista(
  g: EntradaGuiaTransportista,
  d: DocumentoRelacionado,
  ruc: string,
): Esperado {
  if (d.tipo === '09') return { ruc: g.remitente.numero, quien: 'el remitente' };
  if (d.tipo === '31') return { ruc, quien: 'la propia empresa' };
  return undefined;
}

function formatoAduanero(g: EntradaGuia, d: DocumentoRelacionado): boolean {
  const regimen = g.tipo === '09' ? REGIMEN[g.motivo]?.[d.tipo] : undefined;
  return regimen === undefined || d.numero.split('-')[2] === regimen;
}

function validarPorMotivo(
  g: EntradaGuiaRemitente,
  docs: readonly DocumentoRelacionado[],
  e: ErroresGuia,
): void {
  if (!esMotivo(g.motivo)) return;
  const r = reglasMotivo(g.motivo);
  const tipos = docs.map((d) => d.tipo as string);
  if (r.aduanero) {
    if (!tipos.some((t) => ADUANEROS.includes(t)))
      e.agregar(
        'documentosRelacionados',
        'Para importación o exportación indique la DAM o la declaración simplificada (DS)',
        '3440',
      );
    if (tipos.some((t) => !ADMITIDOS_ADUANA.includes(t)))
      e.agregar(
        'documentosRelacionados',
        'Para importación o exportación solo se relacionan DAM, DS, guías, constancias IVAP o de detracción',
        '3445',
      );
  } else if (g.motivo !== '13' && tipos.some((t) => ADUANEROS.includes(t)))
    e.agregar(
      'documentosRelacionados',
      'La DAM o DS solo se relaciona en importación, exportación u otros',
      '3445',
    );
  // 3442: the seller issued one of the receipts the purchase rests on.
  const p = g.proveedor;
  const comprobantes = docs.filter((d) => COMPROBANTES.includes(d.tipo));
  if (
    p &&
    r.proveedor === 'requerido' &&
    comprobantes.length > 0 &&
    !comprobantes.some((d) => d.rucEmisor === p.numero)
  )
    e.agregar(
      'proveedor',
      'El RUC del proveedor debe ser el del emisor de alguno de los comprobantes relacionados',
      '3442',
    );
  // 3352: these need each good's subpartida nacional, which the lines do not carry yet.
  const total = (g.indicadores ?? []).includes('trasladoTotalDamDs');
  if (!total && tipos.some((t) => t === '49' || t === '80'))
    e.agregar(
      'documentosRelacionados',
      'Las constancias IVAP o de detracción requieren la subpartida nacional de los bienes, que la guía aún no registra',
      '3352',
    );
}

function validarCantidadTransportista(docs: readonly DocumentoRelacionado[], e: ErroresGuia): void {
  const permiso = docs.some((d) => PERMISOS_TRANSPORTE.includes(d.tipo));
  const greElectronica = docs.some((d) => d.tipo === '09' && !/^\d/.test(d.numero));
  if (permiso && docs.length > 2)
    e.agregar(
      'documentosRelacionados',
      'Con una GRE transportista o un permiso de transporte se relacionan hasta 2 documentos',
      '3345',
    );
  if (!permiso && !greElectronica && docs.length > 1)
    e.agregar(
      'documentosRelacionados',
      'Se relaciona un solo documento, salvo guías electrónicas del remitente o permisos de transporte',
      '3346',
    );
}
