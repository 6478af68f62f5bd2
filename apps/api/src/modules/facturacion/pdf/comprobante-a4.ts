import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';
import type { ContenidoComprobante } from './contenido.ts';

const AZUL = '#1e3a8a';
const GRIS = '#4b5563';

const dato = (etiqueta: string, valor: string): TableCell[] => [
  { text: etiqueta, style: 'etiqueta' },
  { text: valor, style: 'valor' },
];

function cabecera(c: ContenidoComprobante): Content {
  const datosEmisor: Content[] = [
    { text: c.emisor.razonSocial, bold: true, fontSize: 12, color: AZUL },
    c.emisor.nombreComercial ? { text: c.emisor.nombreComercial, fontSize: 9 } : '',
    { text: c.emisor.direccion, fontSize: 8, color: GRIS, margin: [0, 3, 0, 0] },
    c.emisor.contacto ? { text: c.emisor.contacto, fontSize: 8, color: GRIS } : '',
  ];
  const emisor: Column = {
    width: '*',
    stack: datosEmisor.filter((n) => n !== ''),
    margin: [c.logo ? 10 : 0, 4, 10, 0],
  };
  const recuadro: Column = {
    width: 190,
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: `R.U.C. N° ${c.emisor.ruc}`, fontSize: 11, bold: true },
              { text: c.nombreDocumento, fontSize: 11, bold: true, color: AZUL, margin: [0, 5, 0, 5] },
              { text: c.serieNumero, fontSize: 12, bold: true },
            ],
            alignment: 'center',
            margin: [4, 8, 4, 8],
          },
        ],
      ],
    },
    layout: 'recuadroRuc',
  };
  return {
    columns: [
      ...(c.logo ? [{ image: c.logo, fit: [120, 70], width: 120 } satisfies Column] : []),
      emisor,
      recuadro,
    ],
    columnGap: 0,
  };
}

function datosCliente(c: ContenidoComprobante): Content {
  const izquierda: TableCell[][] = [dato('Señor(es):', c.cliente.nombre)];
  if (c.cliente.documento) izquierda.push(dato('Documento:', c.cliente.documento));
  if (c.cliente.direccion) izquierda.push(dato('Dirección:', c.cliente.direccion));
  if (c.referencia) {
    izquierda.push(dato('Documento que modifica:', c.referencia.documento));
    izquierda.push(dato('Motivo:', c.referencia.motivo));
    if (c.referencia.sustento) izquierda.push(dato('Sustento:', c.referencia.sustento));
  }
  const derecha: TableCell[][] = [dato('Fecha de emisión:', c.fechaEmision)];
  if (c.fechaVencimiento)
    derecha.push(dato(`${c.etiquetaVencimiento ?? 'Fecha de vencimiento'}:`, c.fechaVencimiento));
  derecha.push(dato('Moneda:', c.moneda));
  if (c.tipoCambio) derecha.push(dato('Tipo de cambio:', c.tipoCambio));
  if (c.formaPago) derecha.push(dato('Forma de pago:', c.formaPago.texto));
  const tabla = (body: TableCell[][], ancho: number): Content => ({
    table: { widths: [ancho, '*'], body },
    layout: 'noBorders',
  });
  return {
    table: {
      widths: ['*', 190],
      body: [[tabla(izquierda, c.referencia ? 100 : 70), tabla(derecha, 85)]],
    },
    layout: 'datosCliente',
    margin: [0, 12, 0, 10],
  };
}

function tablaLineas(c: ContenidoComprobante): Content {
  const titulo = (t: string, alignment: 'left' | 'right' | 'center' = 'center'): TableCell => ({
    text: t,
    style: 'cabeceraTabla',
    alignment,
  });
  const derecha = (t: string): TableCell => ({ text: t, alignment: 'right' });
  return {
    table: {
      headerRows: 1,
      // The unit prints its name (UNIDAD, KILOGRAMO…): wide enough for most in one line at 8 pt.
      widths: [36, 50, 40, '*', 50, 50, 38, 56],
      body: [
        [
          titulo('Cant.'),
          titulo('Unidad'),
          titulo('Código'),
          titulo('Descripción', 'left'),
          titulo('V. unitario'),
          titulo('P. unitario'),
          titulo('Dscto.'),
          titulo('Valor de venta'),
        ],
        ...c.lineas.map((l): TableCell[] => [
          derecha(l.cantidad),
          { text: l.unidad, alignment: 'center', fontSize: 7 },
          l.codigo,
          l.descripcion,
          derecha(l.valorUnitario),
          derecha(l.precioUnitario),
          derecha(l.descuento),
          derecha(l.valorVenta),
        ]),
      ],
    },
    layout: 'lineasComprobante',
    fontSize: 8,
  };
}

function pie(c: ContenidoComprobante): Content {
  const notas: Content[] = [{ text: [{ text: 'SON: ', bold: true }, c.montoEnLetras], margin: [0, 0, 0, 6] }];
  for (const l of c.leyendas) notas.push({ text: l, bold: true, margin: [0, 0, 0, 3] });
  if (c.detraccion.length > 0) {
    notas.push({ stack: c.detraccion, fontSize: 8, margin: [0, 0, 0, 6] });
  }
  if (c.formaPago && c.formaPago.cuotas.length > 0) {
    notas.push({
      text: `Forma de pago: ${c.formaPago.texto} · Monto neto pendiente de pago: ${c.formaPago.pendiente ?? ''}`,
      bold: true,
      margin: [0, 4, 0, 3],
    });
    notas.push({
      table: {
        widths: [40, 80, 80],
        body: [
          [
            { text: 'Cuota', style: 'etiqueta' },
            { text: 'Vencimiento', style: 'etiqueta' },
            { text: 'Monto', style: 'etiqueta', alignment: 'right' },
          ],
          ...c.formaPago.cuotas.map((q): TableCell[] => [
            String(q.numero).padStart(3, '0'),
            q.vencimiento,
            { text: q.monto, alignment: 'right' },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
      margin: [0, 0, 0, 6],
    });
  }
  if (c.guias.length > 0) {
    notas.push({ text: [{ text: 'Guías: ', bold: true }, c.guias.join(', ')], margin: [0, 4, 0, 0] });
  }
  if (c.observaciones) {
    notas.push({ text: [{ text: 'Observaciones: ', bold: true }, c.observaciones], margin: [0, 4, 0, 0] });
  }
  const totales: Column = {
    width: 200,
    table: {
      widths: ['*', 'auto'],
      body: c.totales.map((t): TableCell[] => [
        { text: t.etiqueta, bold: t.destacada, fontSize: t.destacada ? 10 : 9 },
        { text: t.monto, alignment: 'right', bold: t.destacada, fontSize: t.destacada ? 10 : 9 },
      ]),
    },
    layout: 'totalesComprobante',
  };
  return {
    columns: [{ width: '*', stack: notas, fontSize: 9 }, totales],
    columnGap: 16,
    margin: [0, 10, 0, 0],
  };
}

function validacion(c: ContenidoComprobante, qrPng: string | undefined): Content {
  // A document never sent to SUNAT (proforma, nota de venta…) has no QR nor hash: only its notice.
  if (!qrPng)
    return { text: c.textoSunat, bold: true, fontSize: 9, alignment: 'center', margin: [0, 18, 0, 0] };
  return {
    columns: [
      { image: qrPng, width: 90 },
      {
        width: '*',
        stack: [
          { text: c.textoSunat, bold: true, margin: [0, 0, 0, 6] },
          { text: [{ text: 'Código hash: ', bold: true }, c.hash] },
        ],
        fontSize: 8,
        margin: [8, 18, 0, 0],
      },
    ],
    margin: [0, 18, 0, 0],
    unbreakable: true,
  };
}

/** A test environment's document: a red band above everything, so no copy passes as a receipt. */
function avisoPruebas(c: ContenidoComprobante): Content[] {
  if (!c.avisoPruebas) return [];
  return [
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              text: c.avisoPruebas,
              bold: true,
              fontSize: 11,
              color: '#b91c1c',
              fillColor: '#fee2e2',
              alignment: 'center',
              margin: [0, 3, 0, 3],
            },
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
  ];
}

/** The A4 printed representation: supplier header with the RUC box, customer, lines, totals, QR. */
export function comprobanteA4(
  c: ContenidoComprobante,
  qrPng: string | undefined,
  marcaDeAgua?: string,
): DocumentoPdf {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: `${c.nombreDocumento} ${c.serieNumero}`, author: c.emisor.razonSocial },
    ...(marcaDeAgua ? { watermark: { text: marcaDeAgua, opacity: 0.1, bold: true } } : {}),
    content: [...avisoPruebas(c), cabecera(c), datosCliente(c), tablaLineas(c), pie(c), validacion(c, qrPng)],
    footer: {
      numeracion: `${c.serieNumero} · Página {pagina} de {paginas}`,
      soloConVariasPaginas: true,
      alignment: 'right',
      fontSize: 7,
      color: GRIS,
      margin: [36, 10],
    },
    styles: {
      etiqueta: { fontSize: 8, bold: true, color: GRIS },
      valor: { fontSize: 8 },
      cabeceraTabla: { bold: true, color: 'white', fontSize: 8 },
    },
    defaultStyle: { fontSize: 9 },
  };
}
