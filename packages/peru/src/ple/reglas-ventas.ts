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
import { fechaComparable } from './verificar-campo.ts';

/** Types whose client may be left out (14.1 fields 10–12, exception a). */
const SIN_CLIENTE = new Set(
  '00 05 06 07 08 11 12 13 14 15 16 18 19 23 26 28 30 34 35 36 37 55 56 87 88'.split(' '),
);
const CON_NUMERO_FINAL = new Set(['00', '03', '12', '13', '87']);

function cliente(f: readonly string[]): Problema[] {
  const tipo = f[5] ?? '';
  const total = decimalDe(f[24]);
  const opcional =
    SIN_CLIENTE.has(tipo) ||
    f[34] === '2' ||
    (NOTAS.has(tipo) && MODIFICADOS_SIN_CONTRAPARTE.has(f[28] ?? '')) ||
    Boolean(decimalDe(f[12])?.gt(0)) ||
    ((tipo === '03' || tipo === '12') && Boolean(total?.lt(700))) ||
    Boolean(f[8]);
  const p = opcional
    ? []
    : obligatorios(
        f,
        [
          [10, 'Tipo de documento del cliente'],
          [11, 'Número de documento del cliente'],
          [12, 'Cliente'],
        ],
        `en el tipo ${tipo}`,
      );
  const [tipoDoc, numero] = [f[9] ?? '', f[10] ?? ''];
  if (tipoDoc && numero) {
    const problema = problemaDocumentoPle(tipoDoc, numero);
    if (problema) p.push({ campo: 11, mensaje: `Número de documento del cliente: ${problema}` });
  }
  if (!tipoDoc && numero)
    p.push({ campo: 10, mensaje: 'Tipo de documento del cliente: indique el tipo del número informado' });
  return p;
}

function emision(f: readonly string[], ctx: ContextoLinea): Problema[] {
  const estado = f[34] ?? '';
  const periodo = (f[0] ?? '').slice(0, 6);
  if (!f[3])
    return estado === '2'
      ? []
      : [
          {
            campo: 4,
            mensaje: 'Fecha de emisión: es obligatoria salvo en comprobantes inutilizados (estado 2)',
          },
        ];
  const p = [
    ...noPosterior(f, 4, 'Fecha de emisión', ctx.periodo),
    ...noPosterior(f, 4, 'Fecha de emisión', periodo),
  ].slice(0, 1);
  const fecha = fechaComparable(f[3]);
  if (!p.length && fecha && '012'.includes(estado) && fecha.slice(0, 6) !== periodo)
    p.push({
      campo: 4,
      mensaje: `Fecha de emisión: no es del periodo ${periodo.slice(4)}/${periodo.slice(0, 4)}; una venta de un periodo anterior se anota con estado 8 o 9`,
    });
  return p;
}

/** 14.1 registro de ventas e ingresos: the rules between the fields of Anexo 2. */
export const reglasVentas = (): ReglasLibro => ({
  clave: (f) => f.slice(0, 3).join('|'),
  admiteNegativos: (f) => NOTAS_CREDITO.has(f[5] ?? ''),
  linea(f, ctx) {
    const tipo = f[5] ?? '';
    const estado = f[34] ?? '';
    const p = [...periodoYEstado(f, ctx, 35, '012', '0289'), ...emision(f, ctx)];
    if (tipo === '14' && estado !== '2' && !f[4])
      p.push({ campo: 5, mensaje: 'Fecha de vencimiento o pago: es obligatoria en el tipo 14' });
    p.push(...hastaMesSiguiente(f, 5, 'Fecha de vencimiento o pago', ctx));
    const regla = REGLAS_COMPROBANTE[tipo]?.ventas;
    if (!regla) {
      if (tipo)
        p.push({ campo: 6, mensaje: `Tipo de comprobante: el tipo ${tipo} no va en el registro de ventas` });
    } else {
      if (estado && !regla[0].includes(estado))
        p.push({
          campo: 35,
          mensaje: `Estado: el tipo ${tipo} no admite el estado ${estado} en el registro de ventas`,
        });
      p.push(...serieYNumero(tipo, regla, { campo: 7, valor: f[6] ?? '' }, { campo: 8, valor: f[7] ?? '' }));
    }
    if (f[8] && !CON_NUMERO_FINAL.has(tipo))
      p.push({ campo: 9, mensaje: 'Número final: solo se usa en los tipos 00, 03, 12, 13 y 87' });
    p.push(...cliente(f));
    if (tipo === '49' && estado !== '2')
      p.push(
        ...obligatorios(
          f,
          [
            [21, 'Base imponible IVAP'],
            [22, 'IVAP'],
          ],
          'en el tipo 49',
        ),
      );
    if (ICBPER_OBLIGATORIO.has(tipo)) p.push(...obligatorios(f, [[23, 'ICBPER']], `en el tipo ${tipo}`));
    p.push(...sumaCuadra(f, 13, 24, 25));
    if (f[25] && !f[26]) p.push({ campo: 27, mensaje: 'Tipo de cambio: es obligatorio cuando hay moneda' });
    if (NOTAS.has(tipo) && estado !== '2')
      p.push(
        ...obligatorios(
          f,
          [
            [28, 'Fecha del comprobante modificado'],
            [29, 'Tipo del comprobante modificado'],
            [30, 'Serie del comprobante modificado'],
            [31, 'Número del comprobante modificado'],
          ],
          'en notas de crédito y débito',
        ),
      );
    p.push(...noPosterior(f, 28, 'Fecha del comprobante modificado', ctx.periodo));
    return p;
  },
});
