import { schema } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { emisorDePrueba, RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { libroExcel, type OpcionesSubida, subirImportacion } from '../helpers/subir-importacion.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const IMPORTACION = /* GraphQL */ `
  query($id: String!) {
    importacion(id: $id) {
      id tipo estado total_filas filas filas_validas progreso error
      errores { fila mensaje }
      documentos { documento fila emitido comprobante comprobante_id estado mensaje }
    }
  }`;
const PLANTILLA = 'query($t: String!) { plantillaImportacion(tipo: $t) { nombre base64 } }';
const REENVIAR = 'mutation($id: String!) { reenviarComprobante(id: $id) { id } }';

type Documento = {
  documento: string;
  fila: number;
  emitido: boolean;
  comprobante: string | null;
  comprobante_id: string | null;
  estado: string | null;
  mensaje: string;
};
type Importacion = {
  id: string;
  estado: string;
  total_filas: number;
  filas: number;
  filas_validas: number;
  progreso: number;
  error: string | null;
  errores: { fila: number; mensaje: string }[];
  documentos: Documento[];
};

/** A row of the file by column name; the files are filled under the header of the downloaded template. */
type Fila = Record<string, string>;
let cabecera: string[] = [];
const aFilas = (filas: Fila[]) => [cabecera, ...filas.map((f) => cabecera.map((c) => f[c] ?? ''))];

const HOY = hoyEnLima();
const HACE_5_DIAS = new Date(Date.parse(`${HOY}T00:00:00Z`) - 5 * 86_400_000).toISOString().slice(0, 10);
const EN_30_DIAS = new Date(Date.parse(`${HOY}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
const NORTE = {
  cliente_tipo_documento: '6',
  cliente_numero: '20100070970',
  cliente_nombre: 'DISTRIBUIDORA NORTE S.A.',
};
const MARIA = {
  cliente_tipo_documento: '1',
  cliente_numero: '46779354',
  cliente_nombre: 'MARIA QUISPE MAMANI',
};

/** A factura (a product of the company and a free service), a boleta of two rows, a dollar factura on credit. */
const TRES_DOCUMENTOS: Fila[] = [
  {
    documento: '1',
    tipo: '01',
    ...NORTE,
    cliente_direccion: 'JR. LAMPA 456',
    codigo_producto: 'P001',
    cantidad: '2',
  },
  { documento: '1', descripcion: 'Instalación', unidad: 'ZZ', cantidad: '1', precio_unitario: '59' },
  {
    documento: 'B-7',
    tipo: '03',
    ...MARIA,
    descripcion: 'Menú ejecutivo',
    cantidad: '3',
    precio_unitario: '15.50',
  },
  {
    documento: 'B-7',
    descripcion: 'Gaseosa 500 ml',
    cantidad: '1',
    precio_unitario: '3.50',
    afectacion: '10',
  },
  {
    documento: '3',
    tipo: '1',
    fecha_emision: HOY.split('-').reverse().join('/'),
    cliente_tipo_documento: '6',
    cliente_numero: '20100190797',
    moneda: 'USD',
    tipo_cambio: '3.75',
    forma_pago: 'crédito',
    cuotas: `${EN_30_DIAS}:118.00`,
    descripcion: 'Asesoría contable noviembre',
    unidad: 'ZZ',
    cantidad: '1',
    precio_unitario: '118',
    observaciones: 'Pago a 30 días',
  },
];

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  cabecera = (await filasDeExcel((await plantilla()).base64))[0] ?? [];
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  const producto = { descripcion: 'LAPTOP 14"', tipoIgv: '10', valorUnitario: '100', precioUnitario: '118' };
  await t.deps.db.insert(schema.productos).values([
    { ...producto, empresaId: ana.empresaId, codigo: 'P001' },
    { ...producto, empresaId: beto.empresaId, codigo: 'SOLO-BETO' },
  ]);
  // A registered client: the file gives only its RUC, the name and address come from the registry.
  await t.deps.db.insert(schema.personas).values({
    empresaId: ana.empresaId,
    tipo: 'cliente',
    documentoId: '6',
    numero: '20100190797',
    razonSocial: 'GLORIA S.A.',
    direccion: 'AV. REPUBLICA DE PANAMA 2461',
  });
});
afterAll(() => t.cerrar());

async function plantilla() {
  const r = await t.gql<{ plantillaImportacion: { nombre: string; base64: string } }>(
    PLANTILLA,
    { t: 'comprobantes' },
    { token: ana.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.plantillaImportacion;
}

const consultar = async (id: string, token = ana.token) =>
  t.gql<{ importacion: Importacion }>(IMPORTACION, { id }, { token });

/** Uploads a file of comprobantes and waits for its job to end. */
async function importar(
  filas: Fila[],
  opciones: OpcionesSubida = {},
  token = ana.token,
): Promise<Importacion> {
  const r = await subirImportacion(t, 'comprobantes', await libroExcel(aFilas(filas)), token, opciones);
  expect(r.statusCode, r.body).toBe(200);
  const id = r.json().id as string;
  await expect
    .poll(async () => (await consultar(id, token)).data?.importacion.estado, {
      timeout: 60_000,
      interval: 100,
    })
    .not.toBe('en_curso');
  const fin = (await consultar(id, token)).data?.importacion;
  if (!fin) throw new Error('importación no encontrada');
  return fin;
}

const comprobantesDe = (empresaId: string) =>
  t.deps.db.select().from(schema.comprobantes).where(eq(schema.comprobantes.empresaId, empresaId));

const ultimos = async () =>
  (await t.deps.db.select().from(schema.series).where(eq(schema.series.empresaId, ana.empresaId)))
    .map((s) => `${s.tipoComprobante}/${s.serie}=${s.ultimo}`)
    .sort();

describe('mass invoicing from Excel', () => {
  it('emits a factura, a boleta and a dollar factura in file order; SUNAT accepts all three', async () => {
    const fin = await importar(TRES_DOCUMENTOS);
    expect(fin).toMatchObject({
      estado: 'terminada',
      total_filas: 5,
      filas: 5,
      filas_validas: 5,
      progreso: 1,
      errores: [],
    });
    expect(
      fin.documentos.map(({ documento, fila, emitido, comprobante }) => [
        documento,
        fila,
        emitido,
        comprobante,
      ]),
    ).toEqual([
      ['1', 1, true, 'F001-1'],
      ['B-7', 3, true, 'B001-1'],
      ['3', 5, true, 'F001-2'],
    ]);
    expect(fin.documentos[0]?.mensaje).toBe('Emitido y encolado para SUNAT');
    const emitidos = await comprobantesDe(ana.empresaId);
    const por = (serie: string, numero: number) =>
      emitidos.find((c) => c.serie === serie && c.numero === numero);
    // 2 × 118.00 of the product's price and 59.00 of the service, IGV included.
    expect(por('F001', 1)).toMatchObject({
      importeTotal: '295.00',
      igv: '45.00',
      moneda: 'PEN',
      clienteDireccion: 'JR. LAMPA 456',
    });
    expect(por('B001', 1)).toMatchObject({
      tipo: '03',
      importeTotal: '50.00',
      clienteNumeroDocumento: '46779354',
    });
    const dolares = por('F001', 2);
    expect(dolares).toMatchObject({
      moneda: 'USD',
      importeTotal: '118.00',
      fechaEmision: HOY,
      clienteNombre: 'GLORIA S.A.',
      clienteDireccion: 'AV. REPUBLICA DE PANAMA 2461',
    });
    const calculado = dolares?.documento as { entrada: { formaPago: unknown } } | undefined;
    expect(calculado?.entrada.formaPago).toEqual({
      tipo: 'credito',
      cuotas: [{ monto: '118', vencimiento: EN_30_DIAS }],
    });
    expect(dolares?.xmlFirmado).toContain('<cbc:PaymentMeansID>Cuota001</cbc:PaymentMeansID>');
    await expect
      .poll(async () => (await consultar(fin.id)).data?.importacion.documentos.map((d) => d.estado), {
        timeout: 60_000,
        interval: 200,
      })
      .toEqual(['aceptado', 'aceptado', 'aceptado']);
    const recibidos = t.simuladorSunat?.documentos().map((d) => d.nombre) ?? [];
    for (const n of ['01-F001-1', '03-B001-1', '01-F001-2'])
      expect(
        recibidos.some((r) => r.startsWith(`${RUC_EMISOR}-${n}`)),
        n,
      ).toBe(true);
  });

  it('solo registro signs and stores the documents but leaves them pendiente, unsent, until resent', async () => {
    const fin = await importar(TRES_DOCUMENTOS.slice(0, 4), { soloRegistro: true });
    expect(fin.documentos.map((d) => [d.comprobante, d.estado])).toEqual([
      ['F001-3', 'pendiente'],
      ['B001-2', 'pendiente'],
    ]);
    expect(fin.documentos[0]?.mensaje).toBe('Registrado sin enviar a SUNAT');
    // Long enough for a queued sending to have reached the simulator.
    await new Promise((listo) => setTimeout(listo, 2000));
    const ids = fin.documentos.map((d) => d.comprobante_id ?? '');
    for (const c of (await comprobantesDe(ana.empresaId)).filter((c) => ids.includes(c.id))) {
      expect(c).toMatchObject({ estado: 'pendiente', intentos: 0, enviadoAt: null });
      expect(c.xmlFirmado).toContain('<ds:SignatureValue>');
    }
    const recibidos = t.simuladorSunat?.documentos().map((d) => d.nombre) ?? [];
    expect(recibidos.some((r) => r.includes('-F001-3') || r.includes('-B001-2'))).toBe(false);
    // Sent later by hand, like any pending document.
    expect((await t.gql(REENVIAR, { id: ids[0] }, { token: ana.token })).errors).toBeUndefined();
    await expect
      .poll(async () => (await consultar(fin.id)).data?.importacion.documentos[0]?.estado, {
        timeout: 60_000,
      })
      .toBe('aceptado');
  });

  it('reports every wrong row by number and emits nothing while any row is wrong', async () => {
    const antes = await ultimos();
    const cantidad = (await comprobantesDe(ana.empresaId)).length;
    const filas: Fila[] = [
      { documento: '1', tipo: '01', ...NORTE, codigo_producto: 'NO-EXISTE', cantidad: '1' },
      { documento: '2', tipo: '01', ...MARIA, descripcion: 'Servicio', cantidad: '1', precio_unitario: '10' },
      {
        documento: '3',
        tipo: '03',
        ...MARIA,
        fecha_emision: '31/02/2026',
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      {
        documento: '4',
        tipo: '03',
        ...MARIA,
        descripcion: 'Regalo',
        cantidad: '1',
        precio_unitario: '5',
        afectacion: '99',
      },
      { documento: '4', descripcion: 'Devolución', cantidad: '-2', precio_unitario: '5' },
      {
        documento: '5',
        tipo: '03',
        ...MARIA,
        cliente_numero: '123',
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      { documento: '6', tipo: '07', ...NORTE, descripcion: 'X', cantidad: '1', precio_unitario: '5' },
      { documento: '7', tipo: '03', ...MARIA, descripcion: 'Bien', cantidad: '1', precio_unitario: '5' },
      { documento: '7', tipo: '01', descripcion: 'Otro', cantidad: '1', precio_unitario: '5' },
      { tipo: '03', ...MARIA, descripcion: 'Sin clave', cantidad: '1', precio_unitario: '5' },
      {
        documento: '8',
        tipo: '01',
        ...NORTE,
        fecha_emision: '2099-01-01',
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      {
        documento: '9',
        tipo: '01',
        ...NORTE,
        serie: 'F009',
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      {
        documento: '10',
        tipo: '01',
        ...NORTE,
        forma_pago: 'credito',
        cuotas: `${EN_30_DIAS}:1.00`,
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      {
        documento: '12',
        tipo: '03',
        ...MARIA,
        fecha_emision: HACE_5_DIAS,
        descripcion: 'X',
        cantidad: '1',
        precio_unitario: '5',
      },
      { documento: '11', tipo: '01', ...NORTE, descripcion: 'Correcta', cantidad: '1', precio_unitario: '5' },
    ];
    const fin = await importar(filas);
    expect(fin).toMatchObject({
      estado: 'terminada',
      total_filas: 15,
      filas: 15,
      filas_validas: 0,
      documentos: [],
    });
    expect(fin.errores).toEqual([
      { fila: 1, mensaje: 'No existe el producto NO-EXISTE en la empresa' },
      { fila: 2, mensaje: 'Una factura solo se emite a un cliente con RUC (salvo exportación)' },
      { fila: 3, mensaje: 'La fecha de emisión "31/02/2026" no es válida (use AAAA-MM-DD o DD/MM/AAAA)' },
      { fila: 4, mensaje: 'La afectación "99" no existe (catálogo 07)' },
      { fila: 5, mensaje: 'La cantidad debe ser un número mayor que cero con punto decimal (dice "-2")' },
      { fila: 6, mensaje: 'El DNI del cliente debe tener 8 dígitos' },
      { fila: 7, mensaje: 'El tipo "07" no es válido: use 01 factura o 03 boleta' },
      { fila: 9, mensaje: 'tipo "01" no coincide con "03" de la fila 8: un comprobante lleva un solo valor' },
      { fila: 10, mensaje: 'Indique el documento: la clave que agrupa las filas de un comprobante' },
      { fila: 11, mensaje: 'La fecha de emisión no puede ser futura' },
      { fila: 12, mensaje: 'El local no tiene la serie F009 activa para factura' },
      { fila: 13, mensaje: 'Las cuotas suman 1.00 y deben sumar el monto pendiente de pago (5.00)' },
      { fila: 14, mensaje: 'La fecha de emisión no puede ser anterior a 3 días (SUNAT lo rechaza)' },
    ]);
    expect(await comprobantesDe(ana.empresaId)).toHaveLength(cantidad);
    expect(await ultimos()).toEqual(antes);

    // Asked for the valid documents only: the one whose rows are all right is emitted.
    const parcial = await importar(filas, { soloValidas: true });
    expect(parcial).toMatchObject({ estado: 'terminada', filas_validas: 1 });
    expect(parcial.errores).toHaveLength(13);
    expect(parcial.documentos.map((d) => [d.documento, d.fila, d.comprobante])).toEqual([
      ['11', 15, 'F001-4'],
    ]);
  });

  it('keeps the documents emitted before one that fails, and says why the failed one was not', async () => {
    // The series F002 is deactivated while the file is being emitted, right after the first document.
    await t.deps.db.execute(sql`
      CREATE FUNCTION desactivar_f002() RETURNS trigger AS $$
      BEGIN UPDATE series SET activa = false WHERE empresa_id = NEW.empresa_id AND serie = 'F002'; RETURN NEW; END
      $$ LANGUAGE plpgsql`);
    await t.deps.db.execute(
      sql`CREATE TRIGGER desactivar_f002 AFTER INSERT ON comprobantes FOR EACH ROW EXECUTE FUNCTION desactivar_f002()`,
    );
    try {
      const linea = { descripcion: 'Servicio', unidad: 'ZZ', cantidad: '1', precio_unitario: '100' };
      const fin = await importar(
        [
          { documento: 'A', tipo: '01', ...NORTE, ...linea },
          { documento: 'B', tipo: '01', serie: 'F002', ...NORTE, ...linea },
          { documento: 'C', tipo: '03', ...MARIA, ...linea },
        ],
        { soloRegistro: true },
      );
      expect(fin).toMatchObject({ estado: 'terminada', filas: 3, filas_validas: 2 });
      expect(fin.documentos.map((d) => [d.documento, d.emitido, d.comprobante, d.mensaje])).toEqual([
        ['A', true, 'F001-5', 'Registrado sin enviar a SUNAT'],
        ['B', false, null, 'El local no tiene la serie F002 activa para factura'],
        ['C', true, 'B001-3', 'Registrado sin enviar a SUNAT'],
      ]);
      expect(fin.errores).toEqual([
        { fila: 2, mensaje: 'El local no tiene la serie F002 activa para factura' },
      ]);
    } finally {
      await t.deps.db.execute(sql`DROP TRIGGER desactivar_f002 ON comprobantes`);
      await t.deps.db.execute(sql`DROP FUNCTION desactivar_f002()`);
      await t.deps.db
        .update(schema.series)
        .set({ activa: true })
        .where(and(eq(schema.series.empresaId, ana.empresaId), eq(schema.series.serie, 'F002')));
    }
  });

  it('offers a template with the headers the files use, an example row and the instructions', async () => {
    const archivo = await plantilla();
    expect(archivo.nombre).toMatch(/^plantilla-comprobantes-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [columnas, ejemplo] = await filasDeExcel(archivo.base64);
    expect(columnas?.slice(0, 4)).toEqual(['documento', 'tipo', 'serie', 'fecha_emision']);
    // Every column the files of this suite fill is one the template offers.
    const usadas = new Set(TRES_DOCUMENTOS.flatMap((f) => Object.keys(f)));
    expect([...usadas].filter((c) => !columnas?.includes(c))).toEqual([]);
    expect(ejemplo?.slice(0, 2)).toEqual(['1', '01']);
    const ayuda = await filasDeExcel(archivo.base64, 'Instrucciones');
    expect(ayuda[1]).toEqual([
      'documento',
      'SI',
      'Clave que agrupa las filas de un mismo comprobante (un número o texto: 1, 2, A-15…). Cada fila es un ítem',
    ]);
  });
});

describe('company isolation and permissions', () => {
  it("another company's import is FORBIDDEN to read, and its products are not this company's", async () => {
    const propia = await importar([
      { documento: '1', tipo: '01', ...NORTE, codigo_producto: 'SOLO-BETO', cantidad: '1' },
    ]);
    expect(propia.errores).toEqual([{ fila: 1, mensaje: 'No existe el producto SOLO-BETO en la empresa' }]);
    expect((await consultar(propia.id, beto.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("emits only into the uploader's company: a company without series nor certificate gets nothing", async () => {
    const deAna = (await comprobantesDe(ana.empresaId)).length;
    const antes = await ultimos();
    const fin = await importar(TRES_DOCUMENTOS, {}, beto.token);
    expect(fin.estado).toBe('fallida');
    expect(fin.error).toBe('Complete la dirección y el ubigeo de la empresa antes de emitir comprobantes');
    expect(fin.documentos).toEqual([]);
    expect(await comprobantesDe(beto.empresaId)).toHaveLength(0);
    expect(await comprobantesDe(ana.empresaId)).toHaveLength(deAna);
    expect(await ultimos()).toEqual(antes);
  });

  it('needs the emission permission besides the import one', async () => {
    const archivo = await libroExcel(aFilas(TRES_DOCUMENTOS));
    // A waiter imports nothing; a trainee keeps master data but, without FAC001001 here, emits nothing.
    const mozo = await usuarioConEmpresa(
      t,
      'mozo@andina.pe',
      { ruc: '20131312955', razonSocial: 'MOZOS S.A.' },
      '1990d988',
    );
    await t.deps.db
      .delete(schema.rolPermisos)
      .where(and(eq(schema.rolPermisos.rolId, '470e28ec'), eq(schema.rolPermisos.permisoId, 'FAC001001')));
    const practicante = await usuarioConEmpresa(
      t,
      'pra@andina.pe',
      { ruc: '20100190797', razonSocial: 'PRA S.A.' },
      '470e28ec',
    );
    for (const token of [mozo.token, practicante.token]) {
      const r = await subirImportacion(t, 'comprobantes', archivo, token);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const clientes = await subirImportacion(
      t,
      'clientes',
      await libroExcel([['tipo_documento', 'numero', 'razon_social']]),
      practicante.token,
    );
    expect(clientes.statusCode).toBe(200);
  });
});
