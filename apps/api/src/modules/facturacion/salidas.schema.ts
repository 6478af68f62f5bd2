import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { enviarComprobantePorCorreo } from './salidas/commands/enviar-comprobante-por-correo.ts';
import { type ContactoComprobante, contactoComprobante } from './salidas/queries/contacto-comprobante.ts';
import { descargaMasivaComprobantes } from './salidas/queries/descarga-masiva.ts';
import { exportarComprobantes } from './salidas/queries/exportar-comprobantes.ts';
import { EMISION, LECTURA } from './tipos-graphql.ts';

/** A document's outputs: the customer's mail, the Excel of the list and the bulk download of files. */

/** Mailing a document is part of the invoicing screen, with its permission. */

const FiltroInput = builder.inputType('FiltroComprobantesInput', {
  description: "The documents list's filter (the `comprobantes` query's arguments without paging).",
  fields: (t) => ({
    tipo: t.string({ required: false }),
    desde: t.string({ required: false, description: 'Issue date from, YYYY-MM-DD.' }),
    hasta: t.string({ required: false, description: 'Issue date to, YYYY-MM-DD.' }),
    param: t.string({ required: false, description: 'Serie-número, customer document or name.' }),
    contingencia: t.boolean({
      required: false,
      description: 'true: only documents issued on paper during an outage; false: only the others.',
    }),
  }),
});

const ArchivoComprobanteEnum = builder.enumType('ArchivoComprobante', {
  description: 'A file of an emitted document.',
  values: {
    XML: { description: 'The signed XML (RUC-TT-SERIE-NUMERO.xml).' },
    CDR: { description: "SUNAT's CDR zip (R-RUC-TT-SERIE-NUMERO.zip), once it answered." },
    PDF: { description: 'The printed representation (RUC-TT-SERIE-NUMERO.pdf).' },
  } as const,
});

const CorreoComprobante = builder
  .objectRef<{ para: string; adjuntos: string[] }>('CorreoComprobante')
  .implement({
    description: 'A document mailed to its customer.',
    fields: (t) => ({
      para: t.exposeString('para'),
      adjuntos: t.exposeStringList('adjuntos', { description: 'The attached files, by name.' }),
    }),
  });

const ContactoComprobanteRef = builder.objectRef<ContactoComprobante>('ContactoComprobante').implement({
  description: "How to reach a document's customer, from the clients master.",
  fields: (t) => ({
    correo: t.exposeString('correo', { nullable: true }),
    telefono: t.exposeString('telefono', { nullable: true }),
    texto_consulta: t.exposeString('texto_consulta', {
      description: 'Where the customer checks the document at SUNAT.',
    }),
  }),
});

builder.queryFields((t) => ({
  excelComprobantes: t.field({
    type: ArchivoGeneradoRef,
    description: "excelCPE: the documents of the list's filter as an Excel file.",
    authScopes: LECTURA,
    args: { filtro: t.arg({ type: FiltroInput, required: false }) },
    resolve: async (_, { filtro }, ctx) => exportarComprobantes(ctx.deps, await ctx.sesion(), filtro ?? {}),
  }),
  descargaMasivaComprobantes: t.field({
    type: ArchivoGeneradoRef,
    description: "A .zip with the chosen files of every document of the list's filter (up to 500).",
    authScopes: LECTURA,
    args: {
      filtro: t.arg({ type: FiltroInput, required: false }),
      archivos: t.arg({ type: [ArchivoComprobanteEnum] }),
    },
    resolve: async (_, { filtro, archivos }, ctx) =>
      descargaMasivaComprobantes(ctx.deps, await ctx.sesion(), filtro ?? {}, archivos),
  }),
  contactoComprobante: t.field({
    type: ContactoComprobanteRef,
    description: "The customer's e-mail and phone for sending the document, and SUNAT's check text.",
    authScopes: LECTURA,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => contactoComprobante(ctx.deps, await ctx.sesion(), id),
  }),
}));

builder.mutationFields((t) => ({
  enviarComprobantePorCorreo: t.field({
    type: CorreoComprobante,
    description:
      "Mails the document's PDF, XML and CDR to `correo`, or to the customer's e-mail in the clients master.",
    authScopes: EMISION,
    args: { id: t.arg.string(), correo: t.arg.string({ required: false }) },
    resolve: async (_, { id, correo }, ctx) =>
      enviarComprobantePorCorreo(ctx.deps, await ctx.sesion(), id, correo),
  }),
}));
