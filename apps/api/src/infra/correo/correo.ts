import { type Db, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Almacen } from '../archivos/almacen.ts';

export type AdjuntoCorreo = { nombre: string; ruta: string; tipo: string };
export type Correo = {
  para: string;
  asunto: string;
  texto: string;
  html?: string;
  adjuntos?: AdjuntoCorreo[];
};

export type Cartero = {
  transporte: 'outbox' | 'smtp';
  /** Stores the mail (always) and, with SMTP, delivers it; a delivery failure is recorded, not thrown. */
  enviar(correo: Correo): Promise<{ id: string }>;
  cerrar(): void;
};

export function crearCartero(db: Db, transporte: string, remitente: string, almacen: Almacen): Cartero {
  const smtp = transporte === 'outbox' ? null : nodemailer.createTransport(transporte);
  return {
    transporte: smtp ? 'smtp' : 'outbox',
    async enviar(correo) {
      const [fila] = await db
        .insert(schema.correos)
        .values({
          ...correo,
          html: correo.html ?? null,
          adjuntos: correo.adjuntos ?? [],
          transporte: smtp ? 'smtp' : 'outbox',
        })
        .returning({ id: schema.correos.id });
      if (!fila) throw new Error('No se pudo guardar el correo');
      if (smtp) {
        try {
          await smtp.sendMail({
            from: remitente,
            to: correo.para,
            subject: correo.asunto,
            text: correo.texto,
            html: correo.html,
            attachments: (correo.adjuntos ?? []).map((a) => ({
              filename: a.nombre,
              path: almacen.rutaAbsoluta(a.ruta) ?? '',
              contentType: a.tipo,
            })),
          });
          await db
            .update(schema.correos)
            .set({ enviadoAt: new Date() })
            .where(eq(schema.correos.id, fila.id));
        } catch (e) {
          const error = e instanceof Error ? e.message : String(e);
          await db.update(schema.correos).set({ error }).where(eq(schema.correos.id, fila.id));
        }
      }
      return fila;
    },
    cerrar() {
      smtp?.close();
    },
  };
}
