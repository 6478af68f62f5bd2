import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { EmisorImpreso } from './emisor-impreso.ts';

export const AZUL = '#1e3a8a';
export const GRIS = '#4b5563';

/** A label and its value, as the data blocks under the header print them. */
export const dato = (etiqueta: string, valor: string): TableCell[] => [
  { text: etiqueta, style: 'etiqueta' },
  { text: valor, style: 'valor' },
];

export type CabeceraA4 = {
  emisor: EmisorImpreso;
  logo: string | undefined;
  /** In the RUC box: 'FACTURA ELECTRÓNICA', 'GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE'… */
  nombreDocumento: string;
  serieNumero: string;
};

/** The issuer's header of an A4 representation: logo, name and address, and the RUC box. */
export function cabeceraA4(c: CabeceraA4): Content {
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

/**
 * The framed block under the header: labelled data in two columns (the right one, under the RUC box,
 * for dates); `anchoEtiqueta` fits the left column's longest label.
 */
export function recuadroDeDatos(
  izquierda: TableCell[][],
  derecha: TableCell[][],
  anchoEtiqueta = 70,
): Content {
  const tabla = (body: TableCell[][], ancho: number): Content => ({
    table: { widths: [ancho, '*'], body },
    layout: 'noBorders',
  });
  return {
    table: { widths: ['*', 190], body: [[tabla(izquierda, anchoEtiqueta), tabla(derecha, 85)]] },
    layout: 'datosCliente',
    margin: [0, 12, 0, 10],
  };
}
