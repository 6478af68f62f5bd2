import Decimal from 'decimal.js';
import type { ComprobanteCalculado } from '../comprobantes/calculo.ts';
import { type DatosResumen, type EmisorResumen, escribirResumen, monto } from './partes.ts';
import { el, grupo } from './xml.ts';

/**
 * Resumen diario (SummaryDocuments-1, UBL 2.0, CustomizationID 1.1): the boletas of one day and their
 * notes, one SummaryDocumentsLine each, added (catálogo 19 condition 1), modified (2) or voided (3).
 * SUNAT takes at most 500 lines per summary; `partirEnResumenes` splits a day's documents.
 */

export const MAXIMO_LINEAS_RESUMEN = 500;

/** Catálogo 19: 1 adicionar, 2 modificar, 3 anular. */
export type CondicionResumen = '1' | '2' | '3';

export type DocumentoResumen = {
  tipo: '03' | '07' | '08';
  serie: string;
  numero: number;
  condicion: CondicionResumen;
  moneda: string;
  /** Catálogo 06 type and number; SUNAT requires it above S/ 700. */
  cliente?: { tipoDocumento: string; numero: string };
  /** Notes: the boleta they modify. */
  afectado?: { tipo: '03'; serie: string; numero: number };
  importeTotal: string;
  /** Totals by affectation (catálogo 11: 01 gravado … 05 gratuitas); zero ones are left out. */
  gravadas?: string;
  exoneradas?: string;
  inafectas?: string;
  exportacion?: string;
  gratuitas?: string;
  /** Global charges not in the values above (cac:AllowanceCharge). */
  otrosCargos?: string;
  igv: string;
  isc?: string;
  icbper?: string;
  otrosTributos?: string;
};

export type ResumenDiario = DatosResumen<DocumentoResumen>;

const SERIE_BOLETA = /^(B[A-Z0-9]{3}|\d{4})$/;

const dos = (v: string) => new Decimal(v).toFixed(2);
const positivo = (v: string | undefined): v is string => v !== undefined && new Decimal(v).gt(0);

/** A summary line from an emitted boleta or boleta note, with the condition it is informed with. */
export function documentoResumenDe(c: ComprobanteCalculado, condicion: CondicionResumen): DocumentoResumen {
  const e = c.entrada;
  if (e.tipo === '01') throw new RangeError('Las facturas no van en el resumen diario');
  const a = e.afectado;
  if (a && a.tipo !== '03') throw new RangeError('Una nota del resumen diario modifica una boleta');
  return {
    tipo: e.tipo,
    serie: e.serie,
    numero: e.numero,
    condicion,
    moneda: e.moneda,
    cliente: { tipoDocumento: e.cliente.tipoDocumento, numero: e.cliente.numero },
    ...(a ? { afectado: { tipo: '03' as const, serie: a.serie, numero: a.numero } } : {}),
    importeTotal: c.importeTotal,
    gravadas: c.operacionesGravadas,
    exoneradas: c.operacionesExoneradas,
    inafectas: c.operacionesInafectas,
    exportacion: c.operacionesExportacion,
    gratuitas: c.operacionesGratuitas,
    ...(c.cargoGlobal ? { otrosCargos: c.cargoGlobal.monto } : {}),
    igv: c.igv,
    isc: c.isc,
    icbper: c.icbper,
  };
}

/** A day's documents in summaries of at most 500 lines, in order. */
export function partirEnResumenes<T>(documentos: readonly T[]): T[][] {
  const partes: T[][] = [];
  for (let i = 0; i < documentos.length; i += MAXIMO_LINEAS_RESUMEN)
    partes.push(documentos.slice(i, i + MAXIMO_LINEAS_RESUMEN));
  return partes;
}

/** One tributo per cac:TaxTotal: SUNAT compares each TaxTotal's amount with its first subtotal. */
function tributo(id: string, nombre: string, tipo: string, valor: string, moneda: string): string {
  return grupo('cac:TaxTotal', [
    monto('cbc:TaxAmount', dos(valor), moneda),
    grupo('cac:TaxSubtotal', [
      monto('cbc:TaxAmount', dos(valor), moneda),
      grupo('cac:TaxCategory', [
        grupo('cac:TaxScheme', [el('cbc:ID', id), el('cbc:Name', nombre), el('cbc:TaxTypeCode', tipo)]),
      ]),
    ]),
  ]);
}

function validarDocumento(d: DocumentoResumen, linea: number): void {
  const donde = `Línea ${linea} del resumen`;
  if (!['03', '07', '08'].includes(d.tipo))
    throw new RangeError(`${donde}: tipo ${d.tipo} no va en un resumen`);
  if (!SERIE_BOLETA.test(d.serie)) throw new RangeError(`${donde}: la serie ${d.serie} no es de boleta`);
  if (!Number.isInteger(d.numero) || d.numero < 1 || d.numero > 99_999_999)
    throw new RangeError(`${donde}: número no válido`);
  if (!['1', '2', '3'].includes(d.condicion)) throw new RangeError(`${donde}: condición no válida`);
  const nota = d.tipo !== '03';
  if (nota !== (d.afectado !== undefined))
    throw new RangeError(`${donde}: solo las notas llevan la boleta que modifican`);
  if (d.afectado && !SERIE_BOLETA.test(d.afectado.serie))
    throw new RangeError(`${donde}: la nota debe modificar una boleta`);
}

function lineaXml(d: DocumentoResumen, linea: number): string {
  const m = d.moneda;
  const pagos: [string, string | undefined][] = [
    ['01', d.gravadas],
    ['02', d.exoneradas],
    ['03', d.inafectas],
    ['04', d.exportacion],
    ['05', d.gratuitas],
  ];
  return grupo('sac:SummaryDocumentsLine', [
    el('cbc:LineID', String(linea)),
    el('cbc:DocumentTypeCode', d.tipo),
    el('cbc:ID', `${d.serie}-${d.numero}`),
    d.cliente
      ? grupo('cac:AccountingCustomerParty', [
          el('cbc:CustomerAssignedAccountID', d.cliente.numero),
          el('cbc:AdditionalAccountID', d.cliente.tipoDocumento),
        ])
      : '',
    d.afectado
      ? grupo('cac:BillingReference', [
          grupo('cac:InvoiceDocumentReference', [
            el('cbc:ID', `${d.afectado.serie}-${d.afectado.numero}`),
            el('cbc:DocumentTypeCode', d.afectado.tipo),
          ]),
        ])
      : '',
    grupo('cac:Status', [el('cbc:ConditionCode', d.condicion)]),
    monto('sac:TotalAmount', dos(d.importeTotal), m),
    // SUNAT refuses a zero PaidAmount (2260): only the affectations the document has.
    ...pagos
      .filter((p): p is [string, string] => positivo(p[1]))
      .map(([codigo, valor]) =>
        grupo('sac:BillingPayment', [
          monto('cbc:PaidAmount', dos(valor), m),
          el('cbc:InstructionID', codigo),
        ]),
      ),
    positivo(d.otrosCargos)
      ? grupo('cac:AllowanceCharge', [
          el('cbc:ChargeIndicator', 'true'),
          monto('cbc:Amount', dos(d.otrosCargos), m),
        ])
      : '',
    // The IGV's TaxTotal is required on every line (2278), even at zero.
    tributo('1000', 'IGV', 'VAT', d.igv, m),
    positivo(d.isc) ? tributo('2000', 'ISC', 'EXC', d.isc, m) : '',
    positivo(d.otrosTributos) ? tributo('9999', 'OTROS', 'OTH', d.otrosTributos, m) : '',
    positivo(d.icbper) ? tributo('7152', 'ICBPER', 'OTH', d.icbper, m) : '',
  ]);
}

/** The unsigned SummaryDocuments; the first ext:ExtensionContent waits for the signature. */
export function construirResumenDiario(r: ResumenDiario, emisor: EmisorResumen): string {
  return escribirResumen(
    {
      raiz: 'SummaryDocuments',
      tipo: 'RC',
      customization: '1.1',
      maximo: MAXIMO_LINEAS_RESUMEN,
      validar: validarDocumento,
      linea: lineaXml,
    },
    r,
    emisor,
  );
}
