import type { ErrorFila, ExtractoLeido, LineaExtracto } from '@kipu/peru/conciliacion/leer-extracto';
import type { ResumenConciliacion } from '@kipu/peru/conciliacion/resumen-conciliacion';
import { builder } from '../../../builder.ts';
import type { ConciliacionVista, LineaExtractoVista } from './conciliacion-del-mes.ts';
import type { MovimientoLibroConciliacion } from './movimientos-libro.ts';

/** GraphQL types of the bank reconciliation: the month, both sides, the summary and the statement preview. */

const MovimientoRef = builder.objectRef<MovimientoLibroConciliacion>('MovimientoConciliacion').implement({
  description: 'A ledger line of the bank’s 10x account; importe in the account’s currency (debe − haber).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The asiento line.' }),
    operacion_id: t.exposeString('operacionId'),
    periodo: t.exposeString('periodo'),
    fecha: t.exposeString('fecha'),
    cuo: t.exposeString('cuo'),
    libro: t.exposeString('libro'),
    glosa: t.exposeString('glosa'),
    numero_operacion: t.exposeString('numeroOperacion', { nullable: true }),
    persona_nombre: t.exposeString('personaNombre', { nullable: true }),
    importe: t.exposeString('importe'),
    extracto_linea_id: t.exposeString('extractoLineaId', { nullable: true }),
  }),
});

const LineaExtractoRef = builder.objectRef<LineaExtractoVista>('LineaExtracto').implement({
  description: 'A statement line: importe + abono, − cargo; matched while its ledger line stands.',
  fields: (t) => ({
    id: t.exposeString('id'),
    fila: t.exposeInt('fila'),
    fecha: t.exposeString('fecha'),
    descripcion: t.exposeString('descripcion'),
    numero_operacion: t.exposeString('numeroOperacion', { nullable: true }),
    importe: t.exposeString('importe'),
    saldo: t.exposeString('saldo', { nullable: true }),
    forma: t.string({ nullable: true, resolve: (l) => (l.movimiento ? l.forma : null) }),
    movimiento: t.expose('movimiento', { type: MovimientoRef, nullable: true }),
  }),
});

const ResumenRef = builder.objectRef<ResumenConciliacion>('ResumenConciliacion').implement({
  description: 'Books and statement carried to the same figure; diferencia is zero when all is explained.',
  fields: (t) => ({
    saldo_libros: t.exposeString('saldoLibros'),
    saldo_extracto: t.exposeString('saldoExtracto'),
    depositos_en_transito: t.exposeString('depositosEnTransito'),
    cheques_no_cobrados: t.exposeString('chequesNoCobrados'),
    cargos_no_registrados: t.exposeString('cargosNoRegistrados'),
    abonos_no_registrados: t.exposeString('abonosNoRegistrados'),
    saldo_libros_conciliado: t.exposeString('saldoLibrosConciliado'),
    saldo_extracto_conciliado: t.exposeString('saldoExtractoConciliado'),
    diferencia: t.exposeString('diferencia'),
    conciliado: t.exposeBoolean('conciliado'),
  }),
});

export const ConciliacionRef = builder.objectRef<ConciliacionVista>('ConciliacionBancaria').implement({
  description:
    'A bank account’s month: statement, ledger movements and summary (id null until a statement is imported).',
  fields: (t) => ({
    id: t.string({ nullable: true, resolve: (c) => c.conciliacion?.id ?? null }),
    cuenta_financiera_id: t.string({ resolve: (c) => c.cuenta.id }),
    cuenta_financiera: t.string({ resolve: (c) => `${c.cuenta.codigo} ${c.cuenta.descripcion}` }),
    cuenta_contable: t.string({ resolve: (c) => c.cuenta.pcge }),
    moneda: t.string({ resolve: (c) => c.cuenta.monedaId }),
    periodo: t.exposeString('periodo'),
    saldo_inicial: t.string({ resolve: (c) => c.conciliacion?.saldoInicial ?? '0.00' }),
    saldo_final: t.string({ resolve: (c) => c.conciliacion?.saldoFinal ?? '0.00' }),
    archivo: t.string({ nullable: true, resolve: (c) => c.conciliacion?.archivo ?? null }),
    validada: t.boolean({ resolve: (c) => c.conciliacion?.validada ?? false }),
    validada_at: t.string({
      nullable: true,
      resolve: (c) => c.conciliacion?.validadaAt?.toISOString() ?? null,
    }),
    extracto: t.expose('extracto', { type: [LineaExtractoRef] }),
    movimientos: t.expose('movimientos', { type: [MovimientoRef] }),
    resumen: t.expose('resumen', { type: ResumenRef }),
  }),
});

const FilaLeidaRef = builder.objectRef<LineaExtracto>('FilaExtractoLeida').implement({
  fields: (t) => ({
    fila: t.exposeInt('fila'),
    fecha: t.exposeString('fecha'),
    descripcion: t.exposeString('descripcion'),
    numero_operacion: t.exposeString('numeroOperacion', { nullable: true }),
    importe: t.exposeString('importe'),
    saldo: t.exposeString('saldo', { nullable: true }),
  }),
});

const ErrorFilaRef = builder.objectRef<ErrorFila>('ErrorFilaExtracto').implement({
  fields: (t) => ({ fila: t.exposeInt('fila'), mensaje: t.exposeString('mensaje') }),
});

const ColumnasRef = builder.objectRef<ExtractoLeido['columnas']>('ColumnasExtracto').implement({
  description: 'Column numbers (A = 1) of each field.',
  fields: (t) => ({
    fecha: t.exposeInt('fecha', { nullable: true }),
    descripcion: t.exposeInt('descripcion', { nullable: true }),
    numero_operacion: t.exposeInt('numeroOperacion', { nullable: true }),
    cargo: t.exposeInt('cargo', { nullable: true }),
    abono: t.exposeInt('abono', { nullable: true }),
    importe: t.exposeInt('importe', { nullable: true }),
    saldo: t.exposeInt('saldo', { nullable: true }),
  }),
});

export const ExtractoLeidoRef = builder.objectRef<ExtractoLeido>('ExtractoLeido').implement({
  description:
    'A statement file read and checked, nothing written: its header, columns, rows and wrong rows.',
  fields: (t) => ({
    cabecera: t.exposeStringList('cabecera'),
    columnas: t.expose('columnas', { type: ColumnasRef }),
    lineas: t.expose('lineas', { type: [FilaLeidaRef] }),
    errores: t.expose('errores', { type: [ErrorFilaRef] }),
    saldo_inicial: t.exposeString('saldoInicial', { nullable: true }),
    saldo_final: t.exposeString('saldoFinal', { nullable: true }),
  }),
});

const ColumnasInput = builder.inputType('ColumnasExtractoInput', {
  description: 'Column numbers (A = 1) when the header row is not recognised.',
  fields: (t) => ({
    fecha: t.int({ required: false }),
    descripcion: t.int({ required: false }),
    numero_operacion: t.int({ required: false }),
    cargo: t.int({ required: false }),
    abono: t.int({ required: false }),
    importe: t.int({ required: false }),
    saldo: t.int({ required: false }),
  }),
});

export const ImportarExtractoInput = builder.inputType('ImportarExtractoInput', {
  fields: (t) => ({
    cuenta_financiera_id: t.string(),
    periodo: t.string({ description: 'AAAAMM.' }),
    nombre_archivo: t.string({ description: '.xlsx, .csv or .txt' }),
    archivo_base64: t.string(),
    columnas: t.field({ type: ColumnasInput, required: false }),
    saldo_inicial: t.string({ required: false, description: 'When the statement prints no balances.' }),
  }),
});

export const AsientoExtractoInput = builder.inputType('AsientoExtractoInput', {
  fields: (t) => ({
    extracto_linea_id: t.string(),
    cuenta: t.string({ description: 'Counterpart: 6391 gastos bancarios, 6411 ITF, 7721 intereses…' }),
    glosa: t.string({ required: false }),
    tipo_cambio: t.string({ required: false }),
  }),
});
