import { describe, expect, it } from 'vitest';
import type { LineaBoleta } from '../boleta-mensual.ts';
import { archivoJornada } from './jornada.ts';
import { archivoNoLaborados } from './no-laborados.ts';
import { archivoPrestadores, nombresDePrestador } from './prestadores.ts';
import { archivoRecibosCuarta } from './recibos-cuarta.ts';
import { archivoRemuneraciones } from './remuneraciones.ts';
import { archivoTasasSctr } from './tasas-sctr.ts';

const l = (codigo: string, plame: string | undefined, importe: string): LineaBoleta => ({
  codigo,
  nombre: codigo,
  importe,
  ...(plame ? { plame } : {}),
});
const ana = { tipoDocumento: '01', numeroDocumento: '40000001' };
const beto = { tipoDocumento: '04', numeroDocumento: 'X12345' };

describe('.rem (estructura 18)', () => {
  it('writes income with both amounts, paid-only codes with the paid one, and leaves out what the PDT computes', () => {
    const r = archivoRemuneraciones([
      {
        ...ana,
        ingresos: [l('remuneracion_basica', '0121', '3000.00'), l('asignacion_familiar', '0201', '113.00')],
        retenciones: [
          l('aporte_afp', '0608', '311.30'),
          l('renta_quinta', '0605', '0.00'),
          l('onp', '0607', '1'),
        ],
        descuentos: [l('adelanto', '0701', '500.00')],
        aportesEmpleador: [l('essalud', '0804', '280.17'), l('sctr_pension', '0805', '22.10')],
      },
    ]);
    expect(r.lineas).toEqual([
      '01|40000001|0121|3000.00|3000.00|\r\n',
      '01|40000001|0201|113.00|113.00|\r\n',
      '01|40000001|0608||311.30|\r\n',
      '01|40000001|0701||500.00|\r\n',
      '01|40000001|0805||22.10|\r\n',
    ]);
    expect(r.advertencias).toEqual([]);
  });

  it('adds the lines of two payslips of one worker and reports a line without a code', () => {
    const boleta = (importe: string) => ({
      ...beto,
      ingresos: [l('remuneracion_basica', '0121', importe), l('comision', undefined, '10')],
      retenciones: [],
      descuentos: [],
      aportesEmpleador: [],
    });
    const r = archivoRemuneraciones([boleta('1000.50'), boleta('499.50')]);
    expect(r.lineas).toEqual(['04|X12345|0121|1500.00|1500.00|\r\n']);
    expect(r.advertencias).toEqual([
      'X12345: comision no tiene código PLAME y no se exporta',
      'X12345: comision no tiene código PLAME y no se exporta',
    ]);
  });
});

describe('.jor, .snl and .tas', () => {
  it.each([
    [{ horasOrdinarias: 240, horasSobretiempo: '12' }, '01|40000001|240|0|12|0|\r\n'],
    [{ horasOrdinarias: '128', horasSobretiempo: '2.5' }, '01|40000001|128|0|2|30|\r\n'],
    [{ horasOrdinarias: '7.99', horasSobretiempo: 0 }, '01|40000001|7|59|0|0|\r\n'],
  ])('jornada %o → %s', (horas, linea) => {
    expect(archivoJornada([{ ...ana, ...horas }])).toEqual([linea]);
  });

  it('leaves out a worker without hours', () => {
    expect(archivoJornada([{ ...ana, horasOrdinarias: 0, horasSobretiempo: '0' }])).toEqual([]);
  });

  it('writes one .snl line per worker and Tabla 21 type, adding repeated ones', () => {
    expect(
      archivoNoLaborados([
        { ...ana, dias: { faltas: 2, diasVacaciones: 0, diasSuspension: 3 } },
        { ...ana, dias: { faltas: 1 } },
        { ...beto, dias: { diasVacaciones: 15, diasSubsidiados: 4 } },
      ]),
    ).toEqual([
      '01|40000001|07|3|\r\n',
      '01|40000001|05|3|\r\n',
      '04|X12345|23|15|\r\n',
      '04|X12345|21|4|\r\n',
    ]);
  });

  it('writes the SCTR-EsSalud rate with indicator 1 and two decimals', () => {
    expect(
      archivoTasasSctr([
        { ...ana, tasa: '0.5300' },
        { ...beto, tasa: '0' },
      ]),
    ).toEqual(['01|40000001|1|0.53|\r\n']);
  });
});

describe('.ps4 and .4ta (estructuras 7 and 20)', () => {
  it.each([
    ['QUISPE MAMANI ROSA ELENA', ['QUISPE', 'MAMANI', 'ROSA ELENA']],
    ['Rosa  Quispe', ['ROSA', '', 'QUISPE']],
    ['QUISPE', ['QUISPE', '', 'QUISPE']],
  ])('splits %s', (nombre, [apellidoPaterno, apellidoMaterno, nombres]) => {
    expect(nombresDePrestador(nombre)).toEqual({ apellidoPaterno, apellidoMaterno, nombres });
  });

  it('lists each provider once, domiciled with their RUC', () => {
    const p = {
      tipoDocumento: '06',
      numeroDocumento: '10467793549',
      ...nombresDePrestador('QUISPE MAMANI ROSA'),
      domiciliado: true,
    };
    expect(archivoPrestadores([p, p])).toEqual(['06|10467793549|QUISPE|MAMANI|ROSA|1|0|\r\n']);
  });

  it('writes a recibo in the 11 fields of the 2023 layout', () => {
    expect(
      archivoRecibosCuarta([
        {
          tipoDocumento: '06',
          numeroDocumento: '10467793549',
          tipoComprobante: 'R',
          serie: 'e001',
          numero: '00000015',
          monto: '2000',
          fechaEmision: '2026-01-20',
          fechaPago: '2026-01-31',
          retencion: true,
        },
      ]),
    ).toEqual(['06|10467793549|R|E001|15|2000.00|20/01/2026|31/01/2026|1|3||\r\n']);
  });
});
