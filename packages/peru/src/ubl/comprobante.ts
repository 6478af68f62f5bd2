import Decimal from 'decimal.js';
import type { Ajuste, ComprobanteCalculado, LineaCalculada } from '../comprobantes/calculo.ts';
import { EXTENSION_FIRMA, firmaXml, ID_FIRMA, monto, NS_COMUNES, SUNAT } from './partes.ts';
import { el, grupo, opcional } from './xml.ts';

/**
 * UBL 2.1 Invoice (01, 03), CreditNote (07) and DebitNote (08) as SUNAT's 2.x validation expects them,
 * from a computed document. The text is compact (no indentation): SUNAT compares values exactly, and
 * the signature covers every byte. The first ext:ExtensionContent is left empty for the signature.
 */

export type DireccionEmisor = {
  /** INEI ubigeo, 6 digits. */
  ubigeo: string;
  direccion: string;
  urbanizacion?: string;
  provincia: string;
  departamento: string;
  distrito: string;
};

export type Emisor = {
  ruc: string;
  razonSocial: string;
  nombreComercial?: string;
  /** SUNAT establishment code of the issuing local ('0000' = fiscal address). */
  codigoEstablecimiento: string;
  direccion: DireccionEmisor;
};

const UNECE = 'United Nations Economic Commission for Europe';
const catalogo = (n: string) => `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${n}`;

export { ID_FIRMA };

const NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  DebitNote: 'urn:oasis:names:specification:ubl:schema:xsd:DebitNote-2',
} as const;

type Raiz = keyof typeof NAMESPACES;

/** Catálogo 05: the tributos and their UN/ECE codes. */
const TRIBUTOS: Record<string, { nombre: string; tipo: string; categoria?: string }> = {
  '1000': { nombre: 'IGV', tipo: 'VAT', categoria: 'S' },
  '2000': { nombre: 'ISC', tipo: 'EXC', categoria: 'S' },
  '7152': { nombre: 'ICBPER', tipo: 'OTH' },
  '9995': { nombre: 'EXP', tipo: 'FRE', categoria: 'G' },
  '9996': { nombre: 'GRA', tipo: 'FRE', categoria: 'Z' },
  '9997': { nombre: 'EXO', tipo: 'VAT', categoria: 'E' },
  '9998': { nombre: 'INA', tipo: 'FRE', categoria: 'O' },
};

function categoria(tributo: string, hijos: readonly string[]): string {
  const t = TRIBUTOS[tributo];
  if (!t) throw new RangeError(`Tributo desconocido: ${tributo}`);
  return grupo('cac:TaxCategory', [
    t.categoria
      ? el('cbc:ID', t.categoria, {
          schemeID: 'UN/ECE 5305',
          schemeName: 'Tax Category Identifier',
          schemeAgencyName: UNECE,
        })
      : '',
    ...hijos,
    grupo('cac:TaxScheme', [
      el('cbc:ID', tributo, {
        schemeID: 'UN/ECE 5153',
        schemeName: 'Codigo de tributos',
        schemeAgencyName: SUNAT,
      }),
      el('cbc:Name', t.nombre),
      el('cbc:TaxTypeCode', t.tipo),
    ]),
  ]);
}

function subtotal(
  tributo: string,
  base: string | undefined,
  impuesto: string,
  moneda: string,
  hijos: string[] = [],
) {
  return grupo('cac:TaxSubtotal', [
    base === undefined ? '' : monto('cbc:TaxableAmount', base, moneda),
    monto('cbc:TaxAmount', impuesto, moneda),
    categoria(tributo, hijos),
  ]);
}

/** `moneda` is the document's, except for the percepción, which SUNAT takes only in soles. */
function ajusteXml(a: Ajuste, moneda: string): string {
  return grupo('cac:AllowanceCharge', [
    el('cbc:ChargeIndicator', a.cargo ? 'true' : 'false'),
    el('cbc:AllowanceChargeReasonCode', a.codigo, {
      listAgencyName: SUNAT,
      listName: 'Cargo/descuento',
      listURI: catalogo('53'),
    }),
    el('cbc:MultiplierFactorNumeric', a.factor),
    monto('cbc:Amount', a.monto, moneda),
    monto('cbc:BaseAmount', a.base, moneda),
  ]);
}

function tributosLinea(l: LineaCalculada, moneda: string): string {
  const subtotales: string[] = [];
  if (l.isc) {
    subtotales.push(
      subtotal('2000', l.isc.base, l.isc.monto, moneda, [
        el('cbc:Percent', l.isc.porcentaje),
        el('cbc:TierRange', l.isc.sistema),
      ]),
    );
  }
  subtotales.push(
    subtotal(l.igv.tributo, l.igv.base, l.igv.monto, moneda, [
      el('cbc:Percent', l.igv.porcentaje),
      el('cbc:TaxExemptionReasonCode', l.entrada.afectacion, {
        listAgencyName: SUNAT,
        listName: 'Afectacion del IGV',
        listURI: catalogo('07'),
      }),
    ]),
  );
  if (l.icbper) {
    subtotales.push(
      grupo('cac:TaxSubtotal', [
        monto('cbc:TaxAmount', l.icbper.monto, moneda),
        el('cbc:BaseUnitMeasure', l.icbper.bolsas, { unitCode: 'NIU' }),
        categoria('7152', [monto('cbc:PerUnitAmount', l.icbper.tasa, moneda)]),
      ]),
    );
  }
  // A gratuitous line reports its IGV but charges nothing: the line total is that IGV alone.
  return grupo('cac:TaxTotal', [monto('cbc:TaxAmount', l.totalTributos, moneda), ...subtotales]);
}

const ETIQUETAS_LINEA: Record<Raiz, { linea: string; cantidad: string }> = {
  Invoice: { linea: 'cac:InvoiceLine', cantidad: 'cbc:InvoicedQuantity' },
  CreditNote: { linea: 'cac:CreditNoteLine', cantidad: 'cbc:CreditedQuantity' },
  DebitNote: { linea: 'cac:DebitNoteLine', cantidad: 'cbc:DebitedQuantity' },
};

function lineaXml(l: LineaCalculada, raiz: Raiz, moneda: string): string {
  const et = ETIQUETAS_LINEA[raiz];
  return grupo(et.linea, [
    el('cbc:ID', String(l.numero)),
    el(et.cantidad, l.cantidad, {
      unitCode: l.unidad,
      unitCodeListID: 'UN/ECE rec 20',
      unitCodeListAgencyName: UNECE,
    }),
    monto('cbc:LineExtensionAmount', l.valorVenta, moneda),
    grupo('cac:PricingReference', [
      grupo('cac:AlternativeConditionPrice', [
        monto('cbc:PriceAmount', l.precioReferencia, moneda),
        el('cbc:PriceTypeCode', l.tipoPrecio, {
          listName: 'Tipo de Precio',
          listAgencyName: SUNAT,
          listURI: catalogo('16'),
        }),
      ]),
    ]),
    l.descuento ? ajusteXml(l.descuento, moneda) : '',
    l.cargo ? ajusteXml(l.cargo, moneda) : '',
    tributosLinea(l, moneda),
    grupo('cac:Item', [
      el('cbc:Description', l.entrada.descripcion.trim()),
      l.entrada.codigo ? grupo('cac:SellersItemIdentification', [el('cbc:ID', l.entrada.codigo)]) : '',
      l.entrada.codigoProductoSunat
        ? grupo('cac:CommodityClassification', [
            el('cbc:ItemClassificationCode', l.entrada.codigoProductoSunat, {
              listID: 'UNSPSC',
              listAgencyName: 'GS1 US',
              listName: 'Item Classification',
            }),
          ])
        : '',
    ]),
    grupo('cac:Price', [monto('cbc:PriceAmount', l.precioItem, moneda)]),
  ]);
}

function emisorXml(e: Emisor): string {
  const d = e.direccion;
  return grupo('cac:AccountingSupplierParty', [
    grupo('cac:Party', [
      grupo('cac:PartyIdentification', [
        el('cbc:ID', e.ruc, {
          schemeID: '6',
          schemeName: 'Documento de Identidad',
          schemeAgencyName: SUNAT,
          schemeURI: catalogo('06'),
        }),
      ]),
      e.nombreComercial ? grupo('cac:PartyName', [el('cbc:Name', e.nombreComercial)]) : '',
      grupo('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', e.razonSocial),
        grupo('cac:RegistrationAddress', [
          el('cbc:ID', d.ubigeo, { schemeName: 'Ubigeos', schemeAgencyName: 'PE:INEI' }),
          el('cbc:AddressTypeCode', e.codigoEstablecimiento, {
            listAgencyName: SUNAT,
            listName: 'Establecimientos anexos',
          }),
          opcional('cbc:CitySubdivisionName', d.urbanizacion),
          el('cbc:CityName', d.provincia),
          el('cbc:CountrySubentity', d.departamento),
          el('cbc:District', d.distrito),
          grupo('cac:AddressLine', [el('cbc:Line', d.direccion)]),
          grupo('cac:Country', [
            el('cbc:IdentificationCode', 'PE', {
              listID: 'ISO 3166-1',
              listAgencyName: UNECE,
              listName: 'Country',
            }),
          ]),
        ]),
      ]),
    ]),
  ]);
}

function clienteXml(c: ComprobanteCalculado): string {
  const k = c.entrada.cliente;
  return grupo('cac:AccountingCustomerParty', [
    grupo('cac:Party', [
      grupo('cac:PartyIdentification', [
        el('cbc:ID', k.numero, {
          schemeID: k.tipoDocumento,
          schemeName: 'Documento de Identidad',
          schemeAgencyName: SUNAT,
          schemeURI: catalogo('06'),
        }),
      ]),
      grupo('cac:PartyLegalEntity', [
        el('cbc:RegistrationName', k.nombre.trim()),
        k.direccion
          ? grupo('cac:RegistrationAddress', [grupo('cac:AddressLine', [el('cbc:Line', k.direccion)])])
          : '',
      ]),
    ]),
  ]);
}

function notasXml(c: ComprobanteCalculado): string[] {
  const notas = c.leyendas.map((l) => el('cbc:Note', l.texto, { languageLocaleID: l.codigo }));
  const obs = c.entrada.observaciones?.trim();
  if (obs) notas.push(el('cbc:Note', obs));
  return notas;
}

function pagoXml(c: ComprobanteCalculado): string[] {
  const m = c.entrada.moneda;
  const partes: string[] = [];
  const d = c.detraccion;
  if (d) {
    partes.push(
      grupo('cac:PaymentMeans', [
        el('cbc:ID', 'Detraccion'),
        el('cbc:PaymentMeansCode', d.medioPago ?? '001', {
          listAgencyName: SUNAT,
          listName: 'Medio de pago',
          listURI: catalogo('59'),
        }),
        grupo('cac:PayeeFinancialAccount', [el('cbc:ID', d.cuentaBancoNacion)]),
      ]),
    );
  }
  if (d) {
    partes.push(
      grupo('cac:PaymentTerms', [
        el('cbc:ID', 'Detraccion'),
        el('cbc:PaymentMeansID', d.codigo, {
          schemeName: 'Codigo de detraccion',
          schemeAgencyName: SUNAT,
          schemeURI: catalogo('54'),
        }),
        el('cbc:PaymentPercent', d.porcentaje),
        // SPOT deposits are in soles whatever the document's currency.
        monto('cbc:Amount', d.monto, 'PEN'),
      ]),
    );
  }
  // What the customer pays with the percepción, in soles like the percepción itself.
  if (c.totalConPercepcion) {
    partes.push(
      grupo('cac:PaymentTerms', [
        el('cbc:ID', 'Percepcion'),
        monto('cbc:Amount', c.totalConPercepcion, 'PEN'),
      ]),
    );
  }
  // SUNAT asks the forma de pago of facturas and their notes; a boleta's rules read any other
  // PaymentTerms as a detracción (3128), so a boleta never carries it.
  const fp = c.entrada.tipo === '03' ? undefined : c.entrada.formaPago;
  if (fp?.tipo === 'contado') {
    partes.push(grupo('cac:PaymentTerms', [el('cbc:ID', 'FormaPago'), el('cbc:PaymentMeansID', 'Contado')]));
  } else if (fp?.tipo === 'credito') {
    partes.push(
      grupo('cac:PaymentTerms', [
        el('cbc:ID', 'FormaPago'),
        el('cbc:PaymentMeansID', 'Credito'),
        monto('cbc:Amount', c.montoCredito ?? c.montoPendiente, m),
      ]),
    );
    fp.cuotas.forEach((q, i) => {
      partes.push(
        grupo('cac:PaymentTerms', [
          el('cbc:ID', 'FormaPago'),
          el('cbc:PaymentMeansID', `Cuota${String(i + 1).padStart(3, '0')}`),
          monto('cbc:Amount', new Decimal(q.monto).toFixed(2), m),
          el('cbc:PaymentDueDate', q.vencimiento),
        ]),
      );
    });
  }
  return partes;
}

function totalTributosXml(c: ComprobanteCalculado): string {
  const m = c.entrada.moneda;
  const s: string[] = [];
  const positivo = (x: string) => Number(x) > 0;
  if (positivo(c.isc)) s.push(subtotal('2000', c.baseIsc, c.isc, m));
  const hayOtros = [
    c.operacionesExoneradas,
    c.operacionesInafectas,
    c.operacionesExportacion,
    c.operacionesGratuitas,
  ].some(positivo);
  if (positivo(c.operacionesGravadas) || !hayOtros)
    // SUNAT's base for tributo 1000 is the value of the gravadas, without the ISC the lines add to it.
    s.push(subtotal('1000', c.operacionesGravadas, c.igv, m));
  if (positivo(c.operacionesExportacion)) s.push(subtotal('9995', c.operacionesExportacion, '0.00', m));
  if (positivo(c.operacionesExoneradas)) s.push(subtotal('9997', c.operacionesExoneradas, '0.00', m));
  if (positivo(c.operacionesInafectas)) s.push(subtotal('9998', c.operacionesInafectas, '0.00', m));
  if (positivo(c.operacionesGratuitas)) s.push(subtotal('9996', c.operacionesGratuitas, c.igvGratuitas, m));
  if (positivo(c.icbper)) s.push(subtotal('7152', undefined, c.icbper, m));
  return grupo('cac:TaxTotal', [monto('cbc:TaxAmount', c.totalTributos, m), ...s]);
}

function totalesXml(c: ComprobanteCalculado, etiqueta: string): string {
  const m = c.entrada.moneda;
  const positivo = (x: string) => Number(x) !== 0;
  return grupo(etiqueta, [
    monto('cbc:LineExtensionAmount', c.valorVenta, m),
    monto('cbc:TaxInclusiveAmount', c.precioVenta, m),
    positivo(c.descuentos) ? monto('cbc:AllowanceTotalAmount', c.descuentos, m) : '',
    positivo(c.cargos) ? monto('cbc:ChargeTotalAmount', c.cargos, m) : '',
    positivo(c.redondeo) ? monto('cbc:PayableRoundingAmount', c.redondeo, m) : '',
    monto('cbc:PayableAmount', c.importeTotal, m),
  ]);
}

function cabecera(raiz: Raiz, c: ComprobanteCalculado): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<${raiz} xmlns="${NAMESPACES[raiz]}"${NS_COMUNES}>` +
    EXTENSION_FIRMA +
    el('cbc:UBLVersionID', '2.1') +
    el('cbc:CustomizationID', '2.0', { schemeAgencyName: SUNAT }) +
    el('cbc:ID', `${c.entrada.serie}-${c.entrada.numero}`) +
    el('cbc:IssueDate', c.entrada.fecha) +
    opcional('cbc:IssueTime', c.entrada.hora)
  );
}

const moneda = (c: ComprobanteCalculado) =>
  el('cbc:DocumentCurrencyCode', c.entrada.moneda, {
    listID: 'ISO 4217 Alpha',
    listName: 'Currency',
    listAgencyName: UNECE,
  });

function referenciaNota(c: ComprobanteCalculado): string {
  const a = c.entrada.afectado;
  const motivo = c.entrada.motivo;
  if (!a || !motivo) throw new RangeError('Una nota requiere el comprobante afectado y el motivo');
  const id = `${a.serie}-${a.numero}`;
  const nc = c.entrada.tipo === '07';
  return (
    grupo('cac:DiscrepancyResponse', [
      el('cbc:ReferenceID', id),
      el('cbc:ResponseCode', motivo.codigo, {
        listAgencyName: SUNAT,
        listName: nc ? 'Tipo de nota de credito' : 'Tipo de nota de debito',
        listURI: catalogo(nc ? '09' : '10'),
      }),
      el('cbc:Description', motivo.descripcion.trim()),
    ]) +
    grupo('cac:BillingReference', [
      grupo('cac:InvoiceDocumentReference', [
        el('cbc:ID', id),
        el('cbc:DocumentTypeCode', a.tipo, {
          listAgencyName: SUNAT,
          listName: 'Tipo de Documento',
          listURI: catalogo('01'),
        }),
      ]),
    ])
  );
}

/** cac:DespatchDocumentReference of each related guide: after the references to other documents. */
function guiasXml(c: ComprobanteCalculado): string {
  return (c.guias ?? [])
    .map((g) =>
      grupo('cac:DespatchDocumentReference', [
        el('cbc:ID', g.numero),
        el('cbc:DocumentTypeCode', g.tipo, {
          listAgencyName: SUNAT,
          listName: 'Tipo de Documento',
          listURI: catalogo('01'),
        }),
      ]),
    )
    .join('');
}

/** Invoice for a factura (01) or boleta (03). */
export function construirFactura(c: ComprobanteCalculado, emisor: Emisor): string {
  const e = c.entrada;
  if (e.tipo !== '01' && e.tipo !== '03') throw new RangeError('construirFactura emite facturas y boletas');
  const m = e.moneda;
  return (
    cabecera('Invoice', c) +
    opcional('cbc:DueDate', e.fechaVencimiento) +
    el('cbc:InvoiceTypeCode', e.tipo, {
      listID: c.tipoOperacion,
      listAgencyName: SUNAT,
      listName: 'Tipo de Documento',
      listURI: catalogo('01'),
      name: 'Tipo de Operacion',
      listSchemeURI: catalogo('51'),
    }) +
    notasXml(c).join('') +
    moneda(c) +
    guiasXml(c) +
    firmaXml(emisor) +
    emisorXml(emisor) +
    clienteXml(c) +
    pagoXml(c).join('') +
    (c.descuentoGlobal ? ajusteXml(c.descuentoGlobal, m) : '') +
    (c.cargoGlobal ? ajusteXml(c.cargoGlobal, m) : '') +
    // Percepción and retención sit outside the totals: PayableAmount stays the importe total.
    (c.percepcion ? ajusteXml(c.percepcion, 'PEN') : '') +
    (c.retencion ? ajusteXml(c.retencion, m) : '') +
    totalTributosXml(c) +
    totalesXml(c, 'cac:LegalMonetaryTotal') +
    c.lineas.map((l) => lineaXml(l, 'Invoice', m)).join('') +
    '</Invoice>'
  );
}

function construirNota(c: ComprobanteCalculado, emisor: Emisor, raiz: 'CreditNote' | 'DebitNote'): string {
  const m = c.entrada.moneda;
  // A DebitNote has no payment terms and names its totals RequestedMonetaryTotal.
  const credito = raiz === 'CreditNote';
  return (
    cabecera(raiz, c) +
    notasXml(c).join('') +
    moneda(c) +
    referenciaNota(c) +
    guiasXml(c) +
    firmaXml(emisor) +
    emisorXml(emisor) +
    clienteXml(c) +
    (credito ? pagoXml(c).join('') : '') +
    totalTributosXml(c) +
    totalesXml(c, credito ? 'cac:LegalMonetaryTotal' : 'cac:RequestedMonetaryTotal') +
    c.lineas.map((l) => lineaXml(l, raiz, m)).join('') +
    `</${raiz}>`
  );
}

/** CreditNote (07) with its catálogo 09 reason and the document it modifies. */
export function construirNotaCredito(c: ComprobanteCalculado, emisor: Emisor): string {
  if (c.entrada.tipo !== '07') throw new RangeError('construirNotaCredito emite notas de crédito');
  return construirNota(c, emisor, 'CreditNote');
}

/** DebitNote (08) with its catálogo 10 reason and the document it modifies. */
export function construirNotaDebito(c: ComprobanteCalculado, emisor: Emisor): string {
  if (c.entrada.tipo !== '08') throw new RangeError('construirNotaDebito emite notas de débito');
  return construirNota(c, emisor, 'DebitNote');
}

/** The builder that fits the document's type. */
export function construirXml(c: ComprobanteCalculado, emisor: Emisor): string {
  switch (c.entrada.tipo) {
    case '01':
    case '03':
      return construirFactura(c, emisor);
    case '07':
      return construirNotaCredito(c, emisor);
    case '08':
      return construirNotaDebito(c, emisor);
  }
}
