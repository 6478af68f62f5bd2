import { schema } from '@kipu/db';
import { CONCEPTOS_NO_ENVIAR, verificarEstructurasPlame } from '@kipu/peru';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrada } from '../contabilidad-compras/compras-de-prueba.ts';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import { CALCULAR, CREAR_CONTRATO, CREAR_TRABAJADOR, trabajador } from './consultas-planilla.ts';

const PERIODO = '202601';
const RUC = '20601234565';
const afp = (nombre: string, comision: string) => ({
  sistema_pension: 'afp',
  afp: nombre,
  cuspp: `${nombre.slice(0, 4)}12345678`,
  comision_afp: comision,
});

/** The demo company's month: every pension system and the cases the PLAME files must carry. */
const PLANTILLA: { dni: string; apellido: string; trabajador?: object; contrato: object; mes?: object }[] = [
  { dni: '42000001', apellido: 'ALVA', contrato: { remuneracion_basica: '3000' } },
  {
    dni: '42000002',
    apellido: 'BACA',
    contrato: { remuneracion_basica: '2500', ...afp('HABITAT', 'flujo') },
  },
  {
    dni: '42000003',
    apellido: 'CANO',
    contrato: { remuneracion_basica: '1800', ...afp('INTEGRA', 'mixta') },
  },
  {
    dni: '42000004',
    apellido: 'DIAZ',
    contrato: { remuneracion_basica: '4000', asignacion_familiar: true, ...afp('PRIMA', 'flujo') },
  },
  {
    dni: '42000005',
    apellido: 'ESPINOZA',
    contrato: { remuneracion_basica: '2200', ...afp('PROFUTURO', 'mixta') },
    mes: { faltas: 1, horas_extras_25: 6, horas_extras_35: 1.5 },
  },
  {
    dni: '42000006',
    apellido: 'FLORES',
    contrato: { remuneracion_basica: '1130', regimen_laboral: 'microempresa', salud: 'sis' },
  },
  {
    dni: '42000007',
    apellido: 'GARCIA',
    trabajador: { fecha_ingreso: '2026-01-16' },
    contrato: { remuneracion_basica: '1500', fecha_inicio: '2026-01-16' },
  },
  {
    dni: '42000008',
    apellido: 'HUAMAN',
    trabajador: { fecha_cese: '2026-01-20', motivo_cese: 'Renuncia' },
    contrato: { remuneracion_basica: '1800' },
  },
  {
    dni: '42000009',
    apellido: 'ISLA',
    contrato: { remuneracion_basica: '1600', asignacion_familiar: true, tasa_sctr_salud: '0.53' },
    mes: { dias_vacaciones: 10 },
  },
  {
    dni: '42000010',
    apellido: 'JARA',
    contrato: { remuneracion_basica: '9000' },
    mes: { conceptos: [{ codigo: 'movilidad', importe: '300' }], adelanto: '1000' },
  },
];

type Linea = { codigo: string; plame: string | null; importe: string };
type Boleta = {
  numero_documento: string;
  dias_laborados: number;
  ingresos: Linea[];
  retenciones: Linea[];
  descuentos: Linea[];
  aportes_empleador: Linea[];
  total_ingresos: string;
  total_retenciones: string;
  total_descuentos: string;
  neto: string;
};
type Planilla = { estado: string; operacion_id: string | null; boletas: Boleta[] };
type Archivo = {
  extension: string;
  lineas: number;
  valido: boolean;
  hallazgos: { linea: number; mensaje: string }[];
  archivo: { nombre: string; mime: string; base64: string };
};

const LINEAS = 'codigo plame importe';
const BOLETAS = `estado operacion_id boletas { numero_documento dias_laborados ingresos { ${LINEAS} }
  retenciones { ${LINEAS} } descuentos { ${LINEAS} } aportes_empleador { ${LINEAS} }
  total_ingresos total_retenciones total_descuentos neto }`;
const PLAME = `query($p: String!) { generarEstructurasPlame(periodo: $p) {
  periodo valido advertencias zip { nombre mime base64 } archivos { extension lineas valido hallazgos { linea mensaje }
  archivo { nombre mime base64 } } } }`;

const PRESTADORES = `query($p: String!) { prestadoresServicios(periodo: $p) {
  tipo_documento numero_documento nombre serie numero fecha_pago monto retencion_renta } }`;

const suma = (ls: readonly { importe: string }[]) =>
  ls.reduce((s, l) => s.plus(l.importe), new Decimal(0)).toFixed(2);

describe('a month of ten workers: compute, close, asiento and PLAME', () => {
  let e: Escenario;
  let planilla: Planilla;
  let plame: {
    valido: boolean;
    advertencias: string[];
    zip: { nombre: string; mime: string; base64: string };
    archivos: Archivo[];
  };
  const gql = <T>(q: string, v: Record<string, unknown>, token = e.ana.token) => e.t.gql<T>(q, v, { token });
  const ids = new Map<string, string>();
  const texto = (ext: string) => {
    const a = plame.archivos.find((x) => x.extension === ext);
    return a ? Buffer.from(a.archivo.base64, 'base64').toString('latin1') : '';
  };
  const lineas = (ext: string) => texto(ext).split('\r\n').filter(Boolean);

  beforeAll(async () => {
    e = await crearEscenario();
    for (const p of PLANTILLA) {
      const w = await gql<{ createEmployee: { id: string } }>(CREAR_TRABAJADOR, {
        i: { ...trabajador(p.dni, p.apellido), ...p.trabajador },
      });
      ids.set(p.dni, w.data?.createEmployee.id ?? '');
      const c = await gql(CREAR_CONTRATO, {
        i: {
          trabajador_id: w.data?.createEmployee.id,
          fecha_inicio: '2025-01-01',
          regimen_laboral: 'general',
          cargo: 'Operario',
          sistema_pension: 'onp',
          salud: 'essalud',
          ...p.contrato,
        },
      });
      expect(c.errors, p.apellido).toBeUndefined();
    }
    const entradas = PLANTILLA.filter((p) => p.mes).map((p) => ({ trabajador_id: ids.get(p.dni), ...p.mes }));
    const calculo = await gql(CALCULAR, { p: PERIODO, e: entradas });
    expect(calculo.errors).toBeUndefined();
    expect(errorDe(await gql(PLAME, { p: PERIODO }))).toEqual({
      mensaje: 'La planilla de 01/2026 no está cerrada: ciérrela antes de generar el PLAME',
      codigo: 'BAD_USER_INPUT',
    });
    const cierre = await gql<{ cerrarPlanilla: Planilla }>(
      `mutation($p: String!) { cerrarPlanilla(periodo: $p) { ${BOLETAS} } }`,
      { p: PERIODO },
    );
    if (!cierre.data) throw new Error(JSON.stringify(cierre.errors));
    planilla = cierre.data.cerrarPlanilla;
    // A recibo por honorarios of the month, with the 8 % withheld; its accounting date stands for the payment.
    await registrada(e.t, e.ana.token, {
      proveedor: { tipo_documento: '6', numero: '10467793549', nombre: 'QUISPE MAMANI ROSA' },
      tipo_comprobante: '02',
      serie: 'E001',
      numero: '15',
      fecha_emision: '2026-01-20',
      periodo: PERIODO,
      lineas: [{ cuenta: '6323', base: '2000', destino_igv: 'no_gravada' }],
      total: '2000',
      retencion_renta: '160',
    });
    const r = await gql<{ generarEstructurasPlame: typeof plame }>(PLAME, { p: PERIODO });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    plame = r.data.generarEstructurasPlame;
  }, 180_000);
  afterAll(() => e?.t.cerrar());

  it('closes ten payslips, each net = ingresos − retenciones − descuentos', () => {
    expect(planilla.estado).toBe('cerrada');
    expect(planilla.boletas.map((b) => b.numero_documento).sort()).toEqual(PLANTILLA.map((p) => p.dni));
    for (const b of planilla.boletas) {
      expect(suma(b.ingresos), b.numero_documento).toBe(b.total_ingresos);
      expect(suma(b.retenciones), b.numero_documento).toBe(b.total_retenciones);
      expect(suma(b.descuentos), b.numero_documento).toBe(b.total_descuentos);
      expect(
        new Decimal(b.total_ingresos).minus(b.total_retenciones).minus(b.total_descuentos).toFixed(2),
        b.numero_documento,
      ).toBe(b.neto);
    }
    const de = (dni: string) => planilla.boletas.find((b) => b.numero_documento === dni);
    // The hire on the 16th is paid 15 days, the cese on the 20th 20 days, vacation is not basic pay.
    expect(de('42000007')?.dias_laborados).toBe(15);
    expect(de('42000008')?.dias_laborados).toBe(20);
    expect(de('42000009')?.dias_laborados).toBe(20);
    // Above the quinta threshold: S/ 9,000 a month withholds 5ta; S/ 3,000 too, less.
    const quinta = (dni: string) => de(dni)?.retenciones.find((l) => l.codigo === 'renta_quinta')?.importe;
    expect(Number(quinta('42000010'))).toBeGreaterThan(Number(quinta('42000001')));
    expect(de('42000004')?.ingresos.find((l) => l.codigo === 'asignacion_familiar')?.importe).toBe('113.00');
  });

  it('posts a balanced asiento, read back from the ledger', async () => {
    const asiento = await e.t.deps.db
      .select()
      .from(schema.asientoLineas)
      .where(eq(schema.asientoLineas.operacionId, planilla.operacion_id ?? ''));
    expect(asiento.length).toBeGreaterThan(5);
    const debe = suma(asiento.map((l) => ({ importe: l.debe })));
    expect(debe).toBe(suma(asiento.map((l) => ({ importe: l.haber }))));
    const neto = suma(planilla.boletas.map((b) => ({ importe: b.neto })));
    expect(suma(asiento.filter((l) => l.cuenta === '4111').map((l) => ({ importe: l.haber })))).toBe(neto);
  });

  it('generates the PLAME files as PDT PLAME names them, all passing the structural checker', () => {
    expect(plame.archivos.map((a) => a.archivo.nombre)).toEqual(
      ['rem', 'jor', 'snl', 'tas', 'ps4', '4ta'].map((x) => `0601${PERIODO}${RUC}.${x}`),
    );
    expect(plame.archivos.every((a) => a.valido && a.hallazgos.length === 0)).toBe(true);
    expect(plame.valido).toBe(true);
    expect(plame.zip).toMatchObject({ nombre: `plame-0601${PERIODO}${RUC}.zip`, mime: 'application/zip' });
    // The .zip holds the same six files, byte for byte.
    const zip = unzipSync(Buffer.from(plame.zip.base64, 'base64'));
    expect(
      Object.fromEntries(Object.entries(zip).map(([n, b]) => [n, Buffer.from(b).toString('base64')])),
    ).toEqual(Object.fromEntries(plame.archivos.map((a) => [a.archivo.nombre, a.archivo.base64])));
    expect(plame.advertencias).toEqual([]);
    // The checker of @kipu/peru, run here on the downloaded bytes too.
    const verificados = verificarEstructurasPlame(
      plame.archivos.map((a) => ({ nombre: a.archivo.nombre, contenido: texto(a.extension) })),
      { ruc: RUC, periodo: PERIODO },
    );
    expect(verificados.flatMap((v) => v.hallazgos)).toEqual([]);
  });

  it('writes one .rem line per worker and concept the PDT does not compute', () => {
    const esperadas = planilla.boletas.flatMap((b) =>
      [...b.ingresos, ...b.retenciones, ...b.descuentos, ...b.aportes_empleador]
        .filter((l) => l.plame && !CONCEPTOS_NO_ENVIAR.has(l.plame) && !new Decimal(l.importe).isZero())
        .map((l) => `01|${b.numero_documento}|${l.plame}|${l.importe}`),
    );
    const escritas = lineas('rem').map((l) => {
      const [tipo, dni, codigo, , pagado] = l.split('|');
      return `${tipo}|${dni}|${codigo}|${pagado}`;
    });
    expect([...escritas].sort()).toEqual([...esperadas].sort());
    expect(lineas('rem')).toEqual(
      expect.arrayContaining([
        '01|42000001|0121|3000.00|3000.00|',
        '01|42000004|0201|113.00|113.00|',
        '01|42000002|0608||250.00|',
        '01|42000010|0909|300.00|300.00|',
        '01|42000010|0701||1000.00|',
        '01|42000006|0811||15.00|',
      ]),
    );
    // ONP, EsSalud and SCTR-EsSalud are the PDT's to compute (SCTR from the .tas rate).
    // ONP, EsSalud and SCTR-EsSalud are the PDT's to compute (SCTR from the .tas rate).
    expect(lineas('rem').some((l) => /\|0(607|804|806)\|/.test(l))).toBe(false);
  });

  it('writes the hours, the days not worked, the SCTR rate and the recibo por honorarios', () => {
    const jor = lineas('jor');
    expect(jor).toHaveLength(10);
    expect(jor).toEqual(
      expect.arrayContaining([
        '01|42000001|240|0|0|0|',
        '01|42000005|232|0|7|30|',
        '01|42000007|120|0|0|0|',
        '01|42000008|160|0|0|0|',
        '01|42000009|160|0|0|0|',
      ]),
    );
    expect(lineas('snl')).toEqual(['01|42000005|07|1|', '01|42000009|23|10|']);
    expect(lineas('tas')).toEqual(['01|42000009|1|0.53|']);
    expect(lineas('ps4')).toEqual(['06|10467793549|QUISPE|MAMANI|ROSA|1|0|']);
    expect(lineas('4ta')).toEqual(['06|10467793549|R|E001|15|2000.00|20/01/2026|20/01/2026|1|3||']);
  });

  it('lists the period’s recibos por honorarios (prestadoresServicios)', async () => {
    const r = await gql<{ prestadoresServicios: unknown[] }>(PRESTADORES, { p: PERIODO });
    expect(r.data?.prestadoresServicios).toEqual([
      {
        tipo_documento: '06',
        numero_documento: '10467793549',
        nombre: 'QUISPE MAMANI ROSA',
        serie: 'E001',
        numero: '15',
        fecha_pago: '2026-01-20',
        monto: '2000.00',
        retencion_renta: '160.00',
      },
    ]);
    expect(
      (await gql<{ prestadoresServicios: unknown[] }>(PRESTADORES, { p: PERIODO }, e.beto.token)).data,
    ).toEqual({
      prestadoresServicios: [],
    });
  });

  it('serves only the session company’s files and needs the payroll permission', async () => {
    expect(errorDe(await gql(PLAME, { p: PERIODO }, e.beto.token))).toEqual({
      mensaje: 'No hay planilla cerrada ni recibos por honorarios en 01/2026',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(PLAME, { p: PERIODO }, e.mozo.token)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(PLAME, { p: '2026-01' })).mensaje).toBe('El periodo no es válido (AAAAMM)');
  });
});
