import type { Liquidacion } from '@kipu/peru';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { formatoMonto } from '../../../infra/pdf/formato-numeros.ts';
import { fechaPeru } from '../../../infra/pdf/formato-texto.ts';
import type { DocumentoPdf } from '../../../infra/pdf/pdf.ts';
import { REGIMEN } from '../boleta/documento-boleta.ts';
import type { EntradaLiquidacionRun } from './beneficio-liquidacion.ts';

/** What the printed settlement shows besides the stored computation. */
export type DatosLiquidacion = {
  empresa: { ruc: string; razonSocial: string; direccion: string | null };
  trabajador: { documento: string; nombre: string; cargo: string };
  entrada: EntradaLiquidacionRun;
  liquidacion: Liquidacion;
};

const fila = (concepto: string, detalle: string, importe: string, negrita = false): TableCell[] => [
  { text: concepto, bold: negrita, fontSize: 9 },
  { text: detalle, fontSize: 8, color: '#4b5563' },
  { text: formatoMonto(importe), bold: negrita, fontSize: 9, alignment: 'right' },
];

const tabla = (filas: TableCell[][]): Content => ({
  table: { widths: ['*', 170, 70], body: filas },
  layout: 'lightHorizontalLines',
  margin: [0, 4, 0, 10],
});

/** The computation lines: how each amount came out, in the rules' own figures. */
function conceptos(e: EntradaLiquidacionRun, l: Liquidacion): TableCell[][] {
  const g = l.gratificacionTrunca;
  const filas: TableCell[][] = [
    fila(
      'CTS trunca',
      `${l.ctsTrunca.meses} meses, ${l.ctsTrunca.dias} días sobre ${formatoMonto(l.ctsTrunca.remuneracionComputable)}`,
      l.ctsTrunca.cts,
    ),
    fila('Gratificación trunca', `${g.mesesCompletos} meses completos`, g.gratificacion),
  ];
  if (l.gratificacionPendiente)
    filas.push(fila('Gratificación de julio', 'no pagada al cese', l.gratificacionPendiente.gratificacion));
  filas.push(
    fila(
      'Bonificación extraordinaria Ley 30334',
      `${g.tasaBonificacion} % de la gratificación`,
      l.ingresos.find((i) => i.codigo === 'bonificacion_extraordinaria')?.importe ?? '0.00',
    ),
    fila(
      'Vacaciones truncas',
      `${l.vacacionesTruncas.meses} meses, ${l.vacacionesTruncas.dias} días desde ${fechaPeru(e.record.inicioRecordActual)}`,
      l.vacacionesTruncas.importe,
    ),
    fila(
      'Vacaciones no gozadas',
      `${e.record.periodos.reduce((s, p) => s + p.pendientes, 0)} días`,
      l.vacacionesPendientes.remuneracion,
    ),
    fila('Indemnización por vacaciones no gozadas', 'DL 713 art. 23', l.vacacionesPendientes.indemnizacion),
  );
  if (e.indemnizacionDespido !== '0')
    filas.push(fila('Indemnización por despido', 'DL 728 art. 38', e.indemnizacionDespido));
  return [...filas, fila('Total ingresos', '', l.totalIngresos, true)];
}

/** The settlement as an A4 document: company, worker, service time, the amounts, and signatures. */
export function documentoLiquidacion(d: DatosLiquidacion): DocumentoPdf {
  const e = d.entrada;
  const l = d.liquidacion;
  const dato = (etiqueta: string, valor: string): TableCell[] => [
    { text: etiqueta, bold: true, fontSize: 9 },
    { text: valor, fontSize: 9 },
  ];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `Liquidación de beneficios sociales ${d.trabajador.nombre}` },
    content: [
      { text: d.empresa.razonSocial, bold: true, fontSize: 11 },
      { text: `RUC ${d.empresa.ruc}${d.empresa.direccion ? ` · ${d.empresa.direccion}` : ''}`, fontSize: 8 },
      {
        text: 'LIQUIDACIÓN DE BENEFICIOS SOCIALES',
        bold: true,
        fontSize: 14,
        alignment: 'center',
        margin: [0, 14, 0, 10],
      },
      {
        table: {
          widths: [130, '*'],
          body: [
            dato('Trabajador:', d.trabajador.nombre),
            dato('Documento:', d.trabajador.documento),
            dato('Cargo:', d.trabajador.cargo),
            dato('Régimen laboral:', REGIMEN[e.regimenLaboral] ?? e.regimenLaboral),
            dato('Fecha de ingreso:', fechaPeru(e.fechaIngreso)),
            dato('Fecha de cese:', fechaPeru(e.fechaCese)),
            dato('Motivo de cese:', e.motivoCese ?? '—'),
            dato('Remuneración computable:', formatoMonto(e.computable.computable)),
          ],
        },
        layout: 'noBorders',
      },
      { text: 'Beneficios', bold: true, fontSize: 10, margin: [0, 12, 0, 0] },
      tabla(conceptos(e, l)),
      { text: 'Descuentos', bold: true, fontSize: 10 },
      tabla([
        ...l.pension.lineas.map((p) => fila(p.nombre, `${p.tasa} % de ${formatoMonto(p.base)}`, p.importe)),
        fila('Total descuentos', '', l.pension.total, true),
      ]),
      tabla([fila('NETO A PAGAR', '', l.neto, true)]),
      {
        margin: [0, 60, 0, 0],
        columns: [
          { text: '______________________________\nEmpleador', alignment: 'center', fontSize: 9 },
          {
            text: `______________________________\n${d.trabajador.nombre}`,
            alignment: 'center',
            fontSize: 9,
          },
        ],
      },
    ],
  };
}
