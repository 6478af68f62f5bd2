import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';
import { AZUL, dato, recuadroDeDatos } from '../../../shared/representacion-impresa/cabecera-a4.ts';
import { paginaA4, validacionA4 } from '../../../shared/representacion-impresa/pagina-a4.ts';
import type { ContenidoGuia, Dato } from './contenido-guia.ts';

const datos = (filas: Dato[]) => filas.map(([etiqueta, valor]) => dato(etiqueta, valor));

/** A titled block of labelled data (traslado, transporte), left out when it has nothing. */
function seccion(titulo: string, filas: Dato[]): Content[] {
  if (filas.length === 0) return [];
  return [
    { text: titulo, bold: true, fontSize: 9, color: AZUL, margin: [0, 0, 0, 3] },
    {
      table: { widths: [105, '*'], body: datos(filas) },
      layout: 'noBorders',
      margin: [0, 0, 0, 8],
    },
  ];
}

function tablaLineas(c: ContenidoGuia): Content {
  const titulo = (t: string, alignment: 'left' | 'right' | 'center' = 'center'): TableCell => ({
    text: t,
    style: 'cabeceraTabla',
    alignment,
  });
  return {
    table: {
      headerRows: 1,
      widths: [22, 60, '*', 70, 56],
      body: [
        [titulo('N°'), titulo('Código'), titulo('Descripción', 'left'), titulo('Unidad'), titulo('Cantidad')],
        ...c.lineas.map((l): TableCell[] => [
          { text: l.numero, alignment: 'center' },
          l.codigo,
          l.descripcion,
          { text: l.unidad, alignment: 'center', fontSize: 7 },
          { text: l.cantidad, alignment: 'right' },
        ]),
      ],
    },
    layout: 'lineasComprobante',
    fontSize: 8,
    margin: [0, 4, 0, 8],
  };
}

function notas(c: ContenidoGuia): Content[] {
  const filas: Content[] = [];
  if (c.documentos.length > 0)
    filas.push({ text: [{ text: 'Documentos relacionados: ', bold: true }, c.documentos.join(', ')] });
  if (c.observaciones)
    filas.push({ text: [{ text: 'Observaciones: ', bold: true }, c.observaciones], margin: [0, 4, 0, 0] });
  return filas;
}

/**
 * The A4 representation of a GRE: the issuer's header with the RUC box, people and dates, the transfer
 * and its transport, the goods, and SUNAT's QR once SUNAT accepted it.
 */
export function guiaA4(c: ContenidoGuia, qrPng: string | undefined, marcaDeAgua?: string): DocumentoPdf {
  return paginaA4(c, marcaDeAgua, [
    recuadroDeDatos(datos(c.personas), datos(c.fechas), 90),
    ...seccion('DATOS DEL TRASLADO', c.traslado),
    ...seccion('DATOS DEL TRANSPORTE', c.transporte),
    tablaLineas(c),
    ...notas(c),
    validacionA4(qrPng, c.textoSunat),
  ]);
}
