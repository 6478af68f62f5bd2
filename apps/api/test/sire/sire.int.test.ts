import { schema } from '@kipu/db';
import { leerPropuestaSire } from '@kipu/peru/sire/index';
import { CREDENCIALES_SIRE_DEMO, facturaPropuestaRvie, type SimuladorSire } from '@kipu/simuladores';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba, RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const D = CREDENCIALES_SIRE_DEMO;
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };

const CREDENCIALES = `mutation($id: String!, $s: String!) {
  guardarCredencialesSire(client_id: $id, client_secret: $s) { tiene_sire tiene_sol } }`;
const ESTADO = '{ credencialesSire { tiene_sire tiene_sol } }';
const PROPUESTA = `registro periodo ticket archivo descargada filas errores { linea mensaje }
  totales { campo importe } aceptacion_ticket aceptacion_estado aceptada`;
const DESCARGAR = `mutation($r: String!, $p: String!) { descargarPropuestaSire(registro: $r, periodo: $p) { ${PROPUESTA} } }`;
const ACEPTAR = `mutation($p: String!) { aceptarPropuestaSire(periodo: $p) { ${PROPUESTA} } }`;
const COMPARAR = `query($r: String!, $p: String!, $t: String) {
  comparacionSire(registro: $r, periodo: $p, tolerancia: $t) {
    registro periodo ticket
    totales { categoria cantidad sunat { campo importe } libros { campo importe } }
    resultados { categoria tipo serie numero numero_documento cuos cars diferencias { campo sunat libros } }
  }
}`;
const GUARDADA = `query($r: String!, $p: String!) { propuestaSire(registro: $r, periodo: $p) { ${PROPUESTA} } }`;
const REEMPLAZO =
  'query($p: String!) { archivoReemplazoSire(periodo: $p) { archivo { nombre mime base64 } lineas } }';

type Importe = { campo: string; importe: string };
type Propuesta = {
  registro: string;
  periodo: string;
  ticket: string;
  archivo: string;
  filas: number;
  errores: { linea: number; mensaje: string }[];
  totales: Importe[];
  aceptacion_ticket: string | null;
  aceptacion_estado: string | null;
  aceptada: string | null;
};
type Comparacion = {
  totales: { categoria: string; cantidad: number; sunat: Importe[]; libros: Importe[] }[];
  resultados: {
    categoria: string;
    tipo: string;
    serie: string;
    numero: string;
    numero_documento: string | null;
    cuos: string[];
    cars: string[];
    diferencias: { campo: string; sunat: string; libros: string }[];
  }[];
};

let t: AppDePrueba;
let sim: SimuladorSire;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let periodo: string;

async function pedir<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const r = await t.gql<T>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** The Spanish message a call is refused with. */
async function rechazo(query: string, variables: Record<string, unknown>, token: string): Promise<string> {
  const r = await t.gql(query, variables, { token });
  expect(r.data).toBeNull();
  return r.errors?.[0]?.message ?? '';
}

const importe = (lista: Importe[] | undefined, campo: string) =>
  lista?.find((i) => i.campo === campo)?.importe;
const propuestasGuardadas = () => t.deps.db.select().from(schema.sirePropuestas);

beforeAll(async () => {
  t = await crearAppDePrueba();
  if (!t.simuladorSire) throw new Error('Sin simulador SIRE embebido');
  sim = t.simuladorSire;
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  const emitir = (input: object) =>
    pedir<{ emitirComprobante: { serie: string; numero: number; fecha_emision: string } }>(
      'mutation($i: EmitirComprobanteInput!) { emitirComprobante(input: $i) { serie numero fecha_emision } }',
      { i: input },
      ana.token,
    );
  const factura = (valor: string) => ({
    tipo: '01',
    cliente: CLIENTE,
    lineas: [{ descripcion: 'Laptop', cantidad: '1', valor_unitario: valor, afectacion: '10' }],
    forma_pago: { tipo: 'contado' },
  });
  const f1 = await emitir(factura('100'));
  await emitir(factura('200'));
  await emitir({
    tipo: '03',
    cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
    lineas: [{ descripcion: 'Menú', cantidad: '2', precio_unitario: '15.50', afectacion: '10' }],
  });
  const r = await pedir<{ contabilizarComprobantesPendientes: { errores: string[] } }>(
    'mutation { contabilizarComprobantesPendientes { errores } }',
    {},
    ana.token,
  );
  expect(r.contabilizarComprobantesPendientes.errores).toEqual([]);
  const fecha = f1.emitirComprobante.fecha_emision;
  periodo = fecha.slice(0, 7).replace('-', '');
  const fila = (numero: string, base: string, igv: string, total: string) =>
    facturaPropuestaRvie({ fecha, numero, cliente: CLIENTE, base, igv, total });
  // SUNAT knows F001-1 as the books do, F001-2 one cent higher and an F001-99 the books lack; the books'
  // boleta B001-1 is not in the proposal.
  sim.sembrar({
    ruc: RUC_EMISOR,
    libro: 'rvie',
    periodo,
    razonSocial: 'COMERCIAL ANDINA S.A.C.',
    filas: [
      fila('1', '100.00', '18.00', '118.00'),
      fila('2', '200.00', '36.00', '236.01'),
      fila('99', '50.00', '9.00', '59.00'),
    ],
  });
});
afterAll(() => t.cerrar());

describe('SIRE credentials', () => {
  it('starts without the SIRE application and refuses to download in Spanish', async () => {
    expect((await pedir<{ credencialesSire: object }>(ESTADO, {}, ana.token)).credencialesSire).toEqual({
      tiene_sire: false,
      tiene_sol: true,
    });
    expect(await rechazo(DESCARGAR, { r: 'RVIE', p: periodo }, ana.token)).toBe(
      'La empresa no tiene credenciales de la API SIRE: registre su client_id y client_secret',
    );
    expect(await propuestasGuardadas()).toEqual([]);
  });

  it('refuses a malformed client_id and keeps nothing', async () => {
    expect(await rechazo(CREDENCIALES, { id: 'x', s: D.clientSecret }, ana.token)).toBe(
      'El client_id de SIRE tiene de 8 a 64 letras, números o guiones',
    );
    expect(
      (await pedir<{ credencialesSire: { tiene_sire: boolean } }>(ESTADO, {}, ana.token)).credencialesSire
        .tiene_sire,
    ).toBe(false);
  });

  it('passes SUNAT’s refusal of a wrong secret on in Spanish and stores no proposal', async () => {
    await pedir(CREDENCIALES, { id: D.clientId, s: 'secreto-equivocado' }, ana.token);
    const mensaje = await rechazo(DESCARGAR, { r: 'RVIE', p: periodo }, ana.token);
    expect(mensaje).toBe(
      'SUNAT rechazó las credenciales de la API SIRE (invalid_client): cliente no autorizado',
    );
    expect(await propuestasGuardadas()).toEqual([]);
  });

  it('keeps both SIRE secrets encrypted and answers only whether they are there', async () => {
    const r = await pedir<{ guardarCredencialesSire: object }>(
      CREDENCIALES,
      { id: D.clientId, s: D.clientSecret },
      ana.token,
    );
    expect(r.guardarCredencialesSire).toEqual({ tiene_sire: true, tiene_sol: true });
    const [fila] = await t.deps.db
      .select()
      .from(schema.empresaCredenciales)
      .where(eq(schema.empresaCredenciales.empresaId, ana.empresaId));
    expect(fila?.sireClientIdCifrado).toMatch(/^v1\./);
    expect(fila?.sireClientIdCifrado).not.toContain(D.clientId);
    expect(fila?.sireClientSecretCifrado).toMatch(/^v1\./);
    expect(fila?.sireClientSecretCifrado).not.toContain(D.clientSecret);
  });
});

describe('RVIE proposal of the period', () => {
  let propuesta: Propuesta;
  beforeAll(async () => {
    propuesta = (
      await pedir<{ descargarPropuestaSire: Propuesta }>(DESCARGAR, { r: 'RVIE', p: periodo }, ana.token)
    ).descargarPropuestaSire;
  });

  it('is downloaded through the ticket and kept with its rows and totals', async () => {
    expect(propuesta).toMatchObject({
      registro: 'RVIE',
      periodo,
      archivo: `LE${RUC_EMISOR}${periodo}0014040001EXP2.txt`,
      filas: 3,
      errores: [],
      aceptada: null,
    });
    expect(propuesta.ticket).toMatch(/^\d{14}$/);
    expect(importe(propuesta.totales, 'baseGravada')).toBe('350.00');
    expect(importe(propuesta.totales, 'igv')).toBe('63.00');
    expect(importe(propuesta.totales, 'total')).toBe('413.01');
    const leida = await pedir<{ propuestaSire: Propuesta | null }>(
      GUARDADA,
      { r: 'RVIE', p: periodo },
      ana.token,
    );
    expect(leida.propuestaSire).toEqual(propuesta);
    const [guardada] = await propuestasGuardadas();
    expect(guardada?.empresaId).toBe(ana.empresaId);
    expect(guardada?.contenido.split('\n')[0]).toContain('Nro CP o Doc. Nro Inicial (Rango)');
  });

  it('is compared with the sales register: one match, one cent off, one only at SUNAT, one only in the books', async () => {
    const c = (await pedir<{ comparacionSire: Comparacion }>(COMPARAR, { r: 'RVIE', p: periodo }, ana.token))
      .comparacionSire;
    const categoria = (nombre: string) => c.totales.find((x) => x.categoria === nombre);
    expect(c.totales.map((x) => [x.categoria, x.cantidad])).toEqual([
      ['coincide', 1],
      ['difiere', 1],
      ['soloSunat', 1],
      ['soloLibros', 1],
    ]);
    expect(importe(categoria('coincide')?.sunat, 'total')).toBe('118.00');
    expect(importe(categoria('coincide')?.libros, 'total')).toBe('118.00');
    expect(importe(categoria('difiere')?.sunat, 'total')).toBe('236.01');
    expect(importe(categoria('difiere')?.libros, 'total')).toBe('236.00');
    expect(importe(categoria('soloSunat')?.sunat, 'total')).toBe('59.00');
    expect(importe(categoria('soloLibros')?.libros, 'total')).toBe('31.00');
    expect(importe(categoria('soloLibros')?.libros, 'igv')).toBe('4.73');
    const de = (nombre: string) => c.resultados.filter((r) => r.categoria === nombre);
    expect(de('difiere')).toEqual([
      expect.objectContaining({
        tipo: '01',
        serie: 'F001',
        numero: '2',
        diferencias: [{ campo: 'total', sunat: '236.01', libros: '236.00' }],
      }),
    ]);
    expect(de('difiere')[0]?.cuos).toHaveLength(1);
    expect(de('soloSunat')).toEqual([
      expect.objectContaining({
        serie: 'F001',
        numero: '99',
        cuos: [],
        cars: [`${RUC_EMISOR}01F0010000000099`],
      }),
    ]);
    expect(de('soloLibros')).toEqual([
      expect.objectContaining({ tipo: '03', serie: 'B001', numero: '1', cars: [] }),
    ]);
    expect(de('coincide')).toEqual([expect.objectContaining({ numero: '1', diferencias: [] })]);
  });

  it('lets a cent of tolerance turn the difference into a match, and refuses a bad tolerance', async () => {
    const c = (
      await pedir<{ comparacionSire: Comparacion }>(COMPARAR, { r: 'RVIE', p: periodo, t: '0.01' }, ana.token)
    ).comparacionSire;
    expect(c.totales.map((x) => x.cantidad)).toEqual([2, 0, 1, 1]);
    expect(await rechazo(COMPARAR, { r: 'RVIE', p: periodo, t: '-1' }, ana.token)).toBe(
      'La tolerancia "-1" debe ser un importe no negativo, como 0.05',
    );
  });

  it('answers the replacement file from the books', async () => {
    const r = (
      await pedir<{
        archivoReemplazoSire: { archivo: { nombre: string; mime: string; base64: string }; lineas: number };
      }>(REEMPLAZO, { p: periodo }, ana.token)
    ).archivoReemplazoSire;
    expect(r.archivo.mime).toBe('text/plain; charset=ISO-8859-1');
    expect(r.archivo.nombre).toBe(`LE${RUC_EMISOR}${periodo}00140400021112.TXT`);
    expect(r.lineas).toBe(3);
    const texto = Buffer.from(r.archivo.base64, 'base64').toString('latin1');
    expect(texto.endsWith('|\r\n')).toBe(true);
    const leida = leerPropuestaSire('RVIE', texto);
    expect(leida.errores).toEqual([]);
    expect(leida.conCabecera).toBe(false);
    expect(leida.filas.map((f) => [f.tipo, f.serie, f.numero, f.importes.total])).toEqual([
      ['01', 'F001', '1', '118.00'],
      ['01', 'F001', '2', '236.00'],
      ['03', 'B001', '1', '31.00'],
    ]);
    expect(leida.filas.every((f) => f.periodo === periodo && f.car === null)).toBe(true);
  });

  it('is accepted at SUNAT once, with its ticket and state recorded', async () => {
    const a = (await pedir<{ aceptarPropuestaSire: Propuesta }>(ACEPTAR, { p: periodo }, ana.token))
      .aceptarPropuestaSire;
    expect(a.aceptacion_ticket).toMatch(/^\d{14}$/);
    expect(a.aceptacion_ticket).not.toBe(propuesta.ticket);
    expect(a.aceptacion_estado).toBe('Terminado');
    expect(a.aceptada).not.toBeNull();
    expect(sim.aceptadas()).toEqual([{ ruc: RUC_EMISOR, periodo }]);
    expect(await rechazo(ACEPTAR, { p: periodo }, ana.token)).toBe(
      `La propuesta RVIE del periodo ${periodo} ya fue aceptada (ticket ${a.aceptacion_ticket})`,
    );
    expect(sim.aceptadas()).toHaveLength(1);
  });
});

describe('bad input and other companies', () => {
  it('refuses an unknown register or period in Spanish', async () => {
    expect(await rechazo(DESCARGAR, { r: 'RVE', p: periodo }, ana.token)).toBe(
      'El registro RVE no existe en SIRE: es RVIE (ventas) o RCE (compras)',
    );
    expect(await rechazo(COMPARAR, { r: 'RVIE', p: '2026-09' }, ana.token)).toBe(
      'El periodo no es válido (AAAAMM)',
    );
  });

  it('passes SUNAT’s observation on a period without a proposal and keeps nothing for it', async () => {
    const mensaje = await rechazo(DESCARGAR, { r: 'RCE', p: periodo }, ana.token);
    expect(mensaje).toMatch(/^SUNAT observó la solicitud al exportar la propuesta: /);
    expect((await propuestasGuardadas()).map((p) => p.registro)).toEqual(['RVIE']);
  });

  it("shows another company's user nothing of the company's SIRE", async () => {
    expect((await pedir<{ credencialesSire: object }>(ESTADO, {}, beto.token)).credencialesSire).toEqual({
      tiene_sire: false,
      tiene_sol: false,
    });
    expect(
      (await pedir<{ propuestaSire: Propuesta | null }>(GUARDADA, { r: 'RVIE', p: periodo }, beto.token))
        .propuestaSire,
    ).toBeNull();
    expect(await rechazo(COMPARAR, { r: 'RVIE', p: periodo }, beto.token)).toBe(
      `Descargue primero la propuesta RVIE del periodo ${periodo} de SUNAT`,
    );
    expect(await rechazo(ACEPTAR, { p: periodo }, beto.token)).toBe(
      `Descargue y compare primero la propuesta RVIE del periodo ${periodo} antes de aceptarla`,
    );
    const r = (
      await pedir<{ archivoReemplazoSire: { lineas: number } }>(REEMPLAZO, { p: periodo }, beto.token)
    ).archivoReemplazoSire;
    expect(r.lineas).toBe(0);
  });
});

describe('permissions', () => {
  it('asks for the register’s permission: an invoicing clerk is refused each SIRE call', async () => {
    const facturador = await usuarioConEmpresa(
      t,
      'caja@andina.pe',
      { ruc: '20512345678', razonSocial: 'CAJA S.A.C.' },
      'fd2b32f2',
    );
    const prohibido = 'No tiene los privilegios para realizar esta acción';
    expect(await rechazo(DESCARGAR, { r: 'RVIE', p: periodo }, facturador.token)).toBe(prohibido);
    expect(await rechazo(DESCARGAR, { r: 'RCE', p: periodo }, facturador.token)).toBe(prohibido);
    expect(await rechazo(COMPARAR, { r: 'RVIE', p: periodo }, facturador.token)).toBe(prohibido);
    expect(await rechazo(ACEPTAR, { p: periodo }, facturador.token)).toBe(prohibido);
    expect(await rechazo(REEMPLAZO, { p: periodo }, facturador.token)).toBe(prohibido);
  });
});
