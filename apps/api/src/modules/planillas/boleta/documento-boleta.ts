import type { BoletaMensual, LineaBoleta } from '@kipu/peru';
import Decimal from 'decimal.js';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatoMonto } from '../../../infra/pdf/formato-numeros.ts';
import { limpio } from '../../../infra/pdf/formato-texto.ts';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';

/** What one printed payslip shows besides the stored computation. */
export type DatosBoleta = {
  empresa: { ruc: string; razonSocial: string; direccion: string | null };
  trabajador: { documento: string; nombre: string; fechaIngreso: string };
  contrato: { cargo: string; regimen: string; pension: string; cuspp: string | null };
  /** MM/AAAA. */
  periodo: string;
  boleta: BoletaMensual;
};

const AZUL = '#1e3a8a';

export const REGIMEN: Readonly<Record<string, string>> = {
  general: 'General',
  pequena_empresa: 'Pequeña empresa',
  microempresa: 'Microempresa',
};

const dato = (etiqueta: string, valor: string): TableCell[] => [
  { text: etiqueta, bold: true, fontSize: 8 },
  { text: limpio(valor) || '—', fontSize: 8 },
];

/** One column of lines (PLAME code, concept, amount) with its total. */
function bloque(titulo: string, lineas: LineaBoleta[], total: string): Content {
  const filas: TableCell[][] = lineas.map((l) => [
    { text: l.plame ?? '', fontSize: 7 },
    { text: l.nombre, fontSize: 7 },
    { text: formatoMonto(l.importe), fontSize: 7, alignment: 'right' },
  ]);
  return {
    table: {
      headerRows: 1,
      widths: [28, '*', 50],
      body: [
        [{ text: titulo, colSpan: 3, bold: true, fontSize: 8, color: 'white', fillColor: AZUL }, {}, {}],
        ...(filas.length ? filas : [[{ text: '—', colSpan: 3, fontSize: 7 }, {}, {}]]),
        [
          { text: 'Total', colSpan: 2, bold: true, fontSize: 8 },
          {},
          { text: formatoMonto(total), bold: true, fontSize: 8, alignment: 'right' },
        ],
      ],
    },
    layout: 'bloqueBoleta',
  };
}

/** One worker's payslip as page content: header, worker, the three blocks, net pay and signatures. */
export function paginaBoleta(d: DatosBoleta): Content[] {
  const b = d.boleta;
  const descuentos = [...b.retenciones, ...b.descuentos];
  const totalDescuentos = new Decimal(b.totalRetenciones).plus(b.totalDescuentos).toFixed(2);
  return [
    { text: limpio(d.empresa.razonSocial), bold: true, fontSize: 12, color: AZUL },
    { text: `R.U.C. ${d.empresa.ruc}`, fontSize: 9 },
    d.empresa.direccion ? { text: limpio(d.empresa.direccion), fontSize: 8 } : '',
    {
      text: `BOLETA DE PAGO DE REMUNERACIONES — PERIODO ${d.periodo}`,
      bold: true,
      fontSize: 11,
      alignment: 'center',
      margin: [0, 10, 0, 8],
    },
    {
      columns: [
        {
          table: {
            widths: [70, '*'],
            body: [
              dato('Trabajador:', d.trabajador.nombre),
              dato('Documento:', d.trabajador.documento),
              dato('Cargo:', d.contrato.cargo),
              dato('Fecha de ingreso:', d.trabajador.fechaIngreso),
            ],
          },
          layout: 'noBorders',
        },
        {
          table: {
            widths: [100, '*'],
            body: [
              dato('Régimen laboral:', REGIMEN[d.contrato.regimen] ?? d.contrato.regimen),
              dato('Sistema de pensiones:', d.contrato.pension),
              dato('CUSPP:', d.contrato.cuspp ?? ''),
              dato('Días laborados:', String(b.diasLaborados)),
            ],
          },
          layout: 'noBorders',
        },
      ],
      margin: [0, 0, 0, 8],
    },
    {
      columns: [
        bloque('INGRESOS', b.ingresos, b.totalIngresos),
        bloque('DESCUENTOS', descuentos, totalDescuentos),
        bloque('APORTES DEL EMPLEADOR', b.aportesEmpleador, b.totalAportesEmpleador),
      ],
      columnGap: 6,
    },
    {
      text: `NETO A PAGAR: S/ ${formatoMonto(b.neto)}`,
      bold: true,
      fontSize: 11,
      alignment: 'right',
      margin: [0, 10, 0, 40],
    },
    {
      columns: [firma('EMPLEADOR'), firma('TRABAJADOR')],
      columnGap: 60,
    },
  ].filter((n) => n !== '') as Content[];
}

const firma = (quien: string): Content => ({
  stack: [
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 200, y2: 0, lineWidth: 0.7 }] },
    { text: quien, fontSize: 8, bold: true, margin: [0, 3, 0, 0] },
  ],
  alignment: 'center',
});

/** The A4 document: one page per payslip of the worker in the period. */
export const documentoBoleta = (boletas: DatosBoleta[]): DocumentoPdf => ({
  pageSize: 'A4',
  pageOrientation: 'landscape',
  pageMargins: [30, 30, 30, 30],
  info: { title: 'Boleta de pago' },
  content: boletas.flatMap((d, i) =>
    i === 0 ? paginaBoleta(d) : [{ text: '', pageBreak: 'before' } as Content, ...paginaBoleta(d)],
  ),
  defaultStyle: { font: 'Roboto' },
});
