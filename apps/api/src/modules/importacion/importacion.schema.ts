import type { schema } from '@kipu/db';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { consultarImportacion, type Importacion, listarImportaciones } from './consultar-importacion.ts';
import { type DocumentoConEstado, documentosConEstado } from './documentos-con-estado.ts';
import { filasConError } from './documentos-importados.ts';
import { plantillaImportacion } from './plantilla-importacion.ts';

const ErrorDeFilaRef = builder.objectRef<schema.ErrorDeFila>('ErrorDeFila').implement({
  description: 'A wrong row of a mass import: its number (1 = first data row) and what is wrong.',
  fields: (t) => ({ fila: t.exposeInt('fila'), mensaje: t.exposeString('mensaje') }),
});

const DocumentoImportadoRef = builder.objectRef<DocumentoConEstado>('DocumentoImportado').implement({
  description:
    'A document of a mass invoicing file: emitted (series-number, its SUNAT state now) or why not.',
  fields: (t) => ({
    documento: t.exposeString('documento', { description: "The file's key grouping the document's rows." }),
    fila: t.exposeInt('fila', { description: "The document's first row." }),
    emitido: t.boolean({ resolve: (d) => d.comprobanteId !== null }),
    comprobante: t.exposeString('comprobante', { nullable: true, description: 'F001-12.' }),
    comprobante_id: t.exposeString('comprobanteId', { nullable: true }),
    estado: t.exposeString('estado', {
      nullable: true,
      description: "The document's state now: pendiente, enviado, aceptado, observado, rechazado.",
    }),
    mensaje: t.exposeString('mensaje'),
  }),
});

const ImportacionRef = builder.objectRef<Importacion>('Importacion').implement({
  description: 'A background import (padrón reducido or a mass import of master data) and its progress.',
  fields: (t) => ({
    id: t.exposeString('id'),
    tipo: t.exposeString('tipo'),
    estado: t.exposeString('estado', { description: 'en_curso, terminada or fallida.' }),
    total_filas: t.exposeInt('totalFilas', { description: 'Data rows in the file (mass imports).' }),
    filas: t.exposeInt('filas', { description: 'Rows processed so far.' }),
    filas_validas: t.exposeInt('filasValidas', {
      description: 'Rows written (mass invoicing: rows of the documents emitted).',
    }),
    errores: t.field({
      type: [ErrorDeFilaRef],
      description: 'Wrong rows, and for mass invoicing the documents that failed to emit.',
      resolve: (i) => filasConError(i.errores),
    }),
    documentos: t.field({
      type: [DocumentoImportadoRef],
      description: 'Mass invoicing: each document emitted or tried, in file order (empty for other imports).',
      resolve: (i, _, ctx) => documentosConEstado(ctx.deps.db, i),
    }),
    solo_validas: t.exposeBoolean('soloValidas'),
    progreso: t.float({
      description:
        'Fraction done, 0 to 1: of the file read for the padrón, of the rows validated (or, for mass invoicing, emitted) otherwise.',
      resolve: (i) => {
        if (i.estado !== 'en_curso') return 1;
        if (i.tipo === 'padron_ruc') return i.totalBytes > 0 ? Math.min(1, i.bytesLeidos / i.totalBytes) : 0;
        return i.totalFilas > 0 ? Math.min(1, i.filas / i.totalFilas) : 0;
      },
    }),
    error: t.exposeString('error', { nullable: true }),
    created_at: t.string({ resolve: (i) => i.createdAt.toISOString() }),
    terminada_at: t.string({ nullable: true, resolve: (i) => i.terminadaAt?.toISOString() ?? null }),
  }),
});

builder.queryFields((t) => ({
  importacion: t.field({
    type: ImportacionRef,
    authScopes: ALCANCE.importacion,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => consultarImportacion(ctx.deps, await ctx.sesion(), id),
  }),
  importaciones: t.field({
    type: [ImportacionRef],
    description: "The working company's latest mass imports, newest first.",
    authScopes: ALCANCE.importacion,
    args: { tipo: t.arg.string({ required: false }) },
    resolve: async (_, { tipo }, ctx) => listarImportaciones(ctx.deps, await ctx.sesion(), tipo),
  }),
  plantillaImportacion: t.field({
    type: ArchivoGeneradoRef,
    description: 'The .xlsx template of a mass import: headers, an example row and an Instrucciones sheet.',
    authScopes: ALCANCE.importacion,
    args: { tipo: t.arg.string() },
    resolve: (_, { tipo }) => plantillaImportacion(tipo),
  }),
}));
