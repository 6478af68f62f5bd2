import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';
import type { ContenidoComprobante } from './contenido.ts';

/** Points per millimetre (PDF points are 1/72 inch). */
const PT_POR_MM = 72 / 25.4;

// A new node each time: pdfmake lays out a node in place, so one object reused would be drawn once.
const separador = (ancho: number): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: ancho, y2: 0, lineWidth: 0.5, dash: { length: 2 } }],
  margin: [0, 3, 0, 3],
});

/**
 * The ticket printed representation for thermal printers of 80 or 58 mm: the A4 content in one
 * column, on a page as tall as the content (the printer cuts where the page ends).
 */
export function comprobanteTicket(
  c: ContenidoComprobante,
  qrPng: string,
  anchoMm: 58 | 80,
  marcaDeAgua?: string,
): DocumentoPdf {
  const ancho = anchoMm * PT_POR_MM;
  const margen = anchoMm === 80 ? 10 : 6;
  const util = ancho - 2 * margen;
  const letra = anchoMm === 80 ? 7.5 : 6.5;
  const linea = () => separador(util);
  const fila = (izquierda: string, derecha: string, bold = false): Content => ({
    columns: [
      { text: izquierda, width: '*' },
      { text: derecha, width: 'auto', alignment: 'right' },
    ],
    bold,
  });

  // A test environment's document says so at both ends: a ticket is torn off and read from either.
  const aviso = (margin: [number, number, number, number]): Content[] =>
    c.avisoPruebas
      ? [{ text: c.avisoPruebas, bold: true, alignment: 'center', fontSize: letra + 1, margin }]
      : [];
  const cabecera: Content[] = [
    ...aviso([0, 0, 0, 4]),
    ...(c.logo
      ? [{ image: c.logo, fit: [util * 0.6, 50] as [number, number], alignment: 'center' as const }]
      : []),
    { text: c.emisor.razonSocial, bold: true, alignment: 'center', margin: [0, 2, 0, 0] },
    c.emisor.nombreComercial ? { text: c.emisor.nombreComercial, alignment: 'center' } : '',
    { text: `R.U.C. ${c.emisor.ruc}`, bold: true, alignment: 'center' },
    { text: c.emisor.direccion, alignment: 'center', fontSize: letra - 0.5 },
    c.emisor.contacto ? { text: c.emisor.contacto, alignment: 'center', fontSize: letra - 0.5 } : '',
    linea(),
    { text: c.nombreDocumento, bold: true, alignment: 'center' },
    { text: c.serieNumero, bold: true, alignment: 'center', fontSize: letra + 1.5 },
    linea(),
  ];

  const datos: Content[] = [
    `Fecha de emisión: ${c.fechaEmision}`,
    c.fechaVencimiento ? `Fecha de vencimiento: ${c.fechaVencimiento}` : '',
    `Cliente: ${c.cliente.nombre}`,
    c.cliente.documento ? c.cliente.documento : '',
    c.cliente.direccion ? `Dirección: ${c.cliente.direccion}` : '',
    `Moneda: ${c.moneda}`,
    c.tipoCambio ? `Tipo de cambio: ${c.tipoCambio}` : '',
    c.formaPago ? `Forma de pago: ${c.formaPago.texto}` : '',
    ...(c.referencia
      ? [
          `Documento que modifica: ${c.referencia.documento}`,
          `Motivo: ${c.referencia.motivo}`,
          c.referencia.sustento ? `Sustento: ${c.referencia.sustento}` : '',
        ]
      : []),
    linea(),
  ];

  // One item takes two rows: its description, then quantity × unit value and its valor de venta.
  const items: TableCell[][] = c.lineas.flatMap((l): TableCell[][] => [
    [{ text: `${l.codigo ? `${l.codigo} ` : ''}${l.descripcion}`, colSpan: 2 }, ''],
    [
      {
        text: `${l.cantidad} ${l.unidad} x ${l.valorUnitario}${l.descuento ? ` (dscto. ${l.descuento})` : ''}`,
        color: '#374151',
      },
      { text: l.valorVenta, alignment: 'right' },
    ],
  ]);
  const lineas: Content[] = [
    fila('Descripción / Cant. x V. unit.', 'Valor venta', true),
    linea(),
    {
      table: { widths: ['*', 'auto'], body: items },
      layout: 'lineasTicket',
    },
    linea(),
  ];

  const totales: Content[] = c.totales.map((t) => fila(t.etiqueta, t.monto, t.destacada));

  const notas: Content[] = [
    linea(),
    { text: `SON: ${c.montoEnLetras}` },
    ...c.leyendas.map((l): Content => ({ text: l, bold: true, margin: [0, 2, 0, 0] })),
    ...(c.detraccion.length > 0
      ? [{ stack: c.detraccion, margin: [0, 2, 0, 0] as [number, number, number, number] }]
      : []),
    ...(c.formaPago && c.formaPago.cuotas.length > 0
      ? [
          {
            text: `Pendiente de pago: ${c.formaPago.pendiente ?? ''}`,
            bold: true,
            margin: [0, 3, 0, 0] as [number, number, number, number],
          },
          ...c.formaPago.cuotas.map((q) =>
            fila(`Cuota ${String(q.numero).padStart(3, '0')} vence ${q.vencimiento}`, q.monto),
          ),
        ]
      : []),
    ...c.guias.map((g) => ({ text: g, margin: [0, 3, 0, 0] as [number, number, number, number] })),
    c.observaciones ? { text: `Observaciones: ${c.observaciones}`, margin: [0, 3, 0, 0] } : '',
  ];

  const validacion: Content[] = [
    { image: qrPng, width: anchoMm === 80 ? 100 : 84, alignment: 'center', margin: [0, 8, 0, 4] },
    { text: 'Código hash:', alignment: 'center', fontSize: letra - 0.5 },
    // Small enough that the 44 characters of a SHA-256 digest never wrap, even on 58 mm paper.
    { text: c.hash, alignment: 'center', fontSize: anchoMm === 80 ? letra - 0.5 : 5 },
    { text: c.textoSunat, alignment: 'center', fontSize: letra - 0.5, margin: [0, 3, 0, 0] },
    ...aviso([0, 4, 0, 0]),
  ];

  return {
    pageSize: { width: ancho, height: 'auto' },
    pageMargins: [margen, 10, margen, 14],
    info: { title: `${c.nombreDocumento} ${c.serieNumero}`, author: c.emisor.razonSocial },
    ...(marcaDeAgua ? { watermark: { text: marcaDeAgua, opacity: 0.12, bold: true } } : {}),
    // Missing optional rows are '' above; pdfmake would print each as an empty line.
    content: [...cabecera, ...datos, ...lineas, ...totales, ...notas, ...validacion].filter((n) => n !== ''),
    defaultStyle: { fontSize: letra, lineHeight: 1.1 },
  };
}
