import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';
import { dato, recuadroDeDatos } from '../../../shared/representacion-impresa/cabecera-a4.ts';
import { paginaA4, validacionA4 } from '../../../shared/representacion-impresa/pagina-a4.ts';
import type { ContenidoComprobante } from './contenido.ts';

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
  return recuadroDeDatos(izquierda, derecha, c.referencia ? 100 : 70);
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

/** The A4 printed representation: supplier header with the RUC box, customer, lines, totals, QR. */
export function comprobanteA4(
  c: ContenidoComprobante,
  qrPng: string | undefined,
  marcaDeAgua?: string,
): DocumentoPdf {
  return paginaA4(c, marcaDeAgua, [
    datosCliente(c),
    tablaLineas(c),
    pie(c),
    // A document never sent to SUNAT (proforma, nota de venta…) has no QR nor hash: only its notice.
    validacionA4(qrPng, c.textoSunat, [{ text: [{ text: 'Código hash: ', bold: true }, c.hash] }]),
  ]);
}
