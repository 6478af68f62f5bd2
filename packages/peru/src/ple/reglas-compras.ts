import { REGLAS_COMPROBANTE } from './reglas-comprobantes.ts';
import {
  type ContextoLinea,
  decimalDe,
  hastaMesSiguiente,
  ICBPER_OBLIGATORIO,
  MODIFICADOS_SIN_CONTRAPARTE,
  NOTAS,
  NOTAS_CREDITO,
  noPosterior,
  obligatorios,
  type Problema,
  periodoYEstado,
  type ReglasLibro,
  serieYNumero,
  sumaCuadra,
} from './reglas-comunes.ts';
import { problemaDocumentoPle } from './tablas.ts';
import { fechaComparable, mesesEntre } from './verificar-campo.ts';

const lista = (codigos: string) => new Set(codigos.split(' '));
/** Types whose supplier may be left out (8.1 fields 11–13, exception a). */
const SIN_PROVEEDOR = lista(
  '00 03 05 06 07 08 11 12 13 14 15 16 18 19 22 23 26 28 30 34 35 36 37 55 56 87 88 91 97 98',
);
const CON_NUMERO_FINAL = lista(
  '00 03 05 06 07 08 11 12 13 14 15 16 18 19 23 26 28 30 34 35 36 37 55 56 87 88',
);
const NOTAS_COMPRAS = new Set([...NOTAS, '97', '98']);
const DUA = new Set(['50', '52']);

function proveedor(f: readonly string[]): Problema[] {
  const tipo = f[5] ?? '';
  const opcional =
    SIN_PROVEEDOR.has(tipo) || (NOTAS_COMPRAS.has(tipo) && MODIFICADOS_SIN_CONTRAPARTE.has(f[27] ?? ''));
  const p = opcional
    ? []
    : obligatorios(
        f,
        [
          [11, 'Tipo de documento del proveedor'],
          [12, 'Número de documento del proveedor'],
          [13, 'Proveedor'],
        ],
        `en el tipo ${tipo}`,
      );
  const [tipoDoc, numero] = [f[10] ?? '', f[11] ?? ''];
  if (tipoDoc === '0')
    p.push({
      campo: 11,
      mensaje: 'Tipo de documento del proveedor: el registro de compras no acepta el tipo 0',
    });
  else if (tipoDoc && numero) {
    const problema = problemaDocumentoPle(tipoDoc, numero);
    if (problema) p.push({ campo: 12, mensaje: `Número de documento del proveedor: ${problema}` });
  }
  return p;
}

/** Estado 1 is a document of the period (or whose tax was paid in it); 6 and 7 earlier ones. */
function oportunidad(f: readonly string[], ctx: ContextoLinea): Problema[] {
  const periodo = (f[0] ?? '').slice(0, 6);
  const p = [
    ...noPosterior(f, 4, 'Fecha de emisión', ctx.periodo),
    ...noPosterior(f, 4, 'Fecha de emisión', periodo),
  ].slice(0, 1);
  const fecha = fechaComparable(f[3] ?? '');
  if (p.length || !fecha || !/^\d{6}$/.test(periodo)) return p;
  const meses = mesesEntre(fecha.slice(0, 6), periodo);
  const pago = fechaComparable(f[4] ?? '')?.slice(0, 6);
  const estado = f[41];
  if (estado === '1' && meses > 0 && pago !== periodo)
    p.push({
      campo: 4,
      mensaje:
        'Fecha de emisión: con estado 1 el comprobante es del periodo; uno anterior lleva estado 6 (hasta 12 meses) o 7',
    });
  if (estado === '6' && (meses < 1 || meses > 12))
    p.push({ campo: 42, mensaje: 'Estado: el 6 es para comprobantes de los 12 meses anteriores al periodo' });
  if (estado === '7' && meses <= 12)
    p.push({ campo: 42, mensaje: 'Estado: el 7 es para comprobantes de más de 12 meses antes del periodo' });
  return p;
}

/** The IGV of a base has the base's sign (8.1 fields 15, 17 and 19). */
function signos(f: readonly string[]): Problema[] {
  return [14, 16, 18].flatMap((base) => {
    const b = decimalDe(f[base - 1]);
    const igv = decimalDe(f[base]);
    if (!b || !igv || b.isZero() || igv.isZero() || b.isNeg() === igv.isNeg()) return [];
    return [{ campo: base + 1, mensaje: `IGV: debe tener el signo de la base imponible del campo ${base}` }];
  });
}

/** 8.1 registro de compras: the rules between the fields of Anexo 2. */
export const reglasCompras = (): ReglasLibro => ({
  clave: (f) => f.slice(0, 3).join('|'),
  admiteNegativos: (f) => NOTAS_CREDITO.has(f[5] ?? ''),
  linea(f, ctx) {
    const tipo = f[5] ?? '';
    const estado = f[41] ?? '';
    const p = [...periodoYEstado(f, ctx, 42, '0167', '9'), ...oportunidad(f, ctx)];
    if (tipo === '14' && !f[4])
      p.push({ campo: 5, mensaje: 'Fecha de vencimiento o pago: es obligatoria en el tipo 14' });
    p.push(...hastaMesSiguiente(f, 5, 'Fecha de vencimiento o pago', ctx));
    const regla = REGLAS_COMPROBANTE[tipo]?.compras;
    if (!regla) {
      if (tipo)
        p.push({ campo: 6, mensaje: `Tipo de comprobante: el tipo ${tipo} no va en el registro de compras` });
    } else {
      if (estado && !regla[0].includes(estado))
        p.push({
          campo: 42,
          mensaje: `Estado: el tipo ${tipo} no admite el estado ${estado} en el registro de compras`,
        });
      p.push(...serieYNumero(tipo, regla, { campo: 7, valor: f[6] ?? '' }, { campo: 9, valor: f[8] ?? '' }));
    }
    const anio = f[7] ?? '';
    if (DUA.has(tipo) && !anio)
      p.push({ campo: 8, mensaje: 'Año de la DUA o DSI: es obligatorio en los tipos 50 y 52' });
    if (anio && ctx.periodo && (Number(anio) < 1982 || anio > ctx.periodo.slice(0, 4)))
      p.push({ campo: 8, mensaje: 'Año de la DUA o DSI: debe ser mayor que 1981 y no posterior al periodo' });
    if (f[9] && !CON_NUMERO_FINAL.has(tipo))
      p.push({ campo: 10, mensaje: `Número final: no se usa en el tipo ${tipo}` });
    p.push(...proveedor(f), ...signos(f));
    if (ICBPER_OBLIGATORIO.has(tipo)) p.push(...obligatorios(f, [[22, 'ICBPER']], `en el tipo ${tipo}`));
    p.push(...sumaCuadra(f, 14, 23, 24));
    if (NOTAS_COMPRAS.has(tipo))
      p.push(
        ...obligatorios(
          f,
          [
            [27, 'Fecha del comprobante modificado'],
            [28, 'Tipo del comprobante modificado'],
            [29, 'Serie del comprobante modificado'],
            [31, 'Número del comprobante modificado'],
          ],
          'en notas de crédito y débito',
        ),
      );
    if (DUA.has(f[27] ?? ''))
      p.push(...obligatorios(f, [[30, 'Dependencia aduanera']], 'si se modifica una DUA'));
    p.push(...noPosterior(f, 27, 'Fecha del comprobante modificado', ctx.periodo));
    p.push(...hastaMesSiguiente(f, 32, 'Fecha de la constancia de detracción', ctx));
    return p;
  },
});

/** 8.2 no domiciliados: the rules between the fields of Anexo 2. */
export const reglasNoDomiciliados = (): ReglasLibro => ({
  clave: (f) => f.slice(0, 3).join('|'),
  admiteNegativos: (f) => f[4] === '97',
  linea(f, ctx) {
    const p = [
      ...periodoYEstado(f, ctx, 36, '0', '9'),
      ...noPosterior(f, 4, 'Fecha de emisión', ctx.periodo),
    ];
    if (DUA.has(f[10] ?? '') && !f[12])
      p.push({ campo: 13, mensaje: 'Año de la DUA o DSI del sustento: es obligatorio en los tipos 50 y 52' });
    if (f[15] && f[15] !== 'PEN' && !f[16])
      p.push({ campo: 17, mensaje: 'Tipo de cambio: es obligatorio en moneda extranjera' });
    return p;
  },
});
