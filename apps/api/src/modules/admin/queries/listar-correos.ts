import { schema } from '@kipu/db';
import { desc } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';

export type CorreoVista = {
  id: string;
  para: string;
  asunto: string;
  texto: string;
  html: string | null;
  transporte: string;
  created_at: Date;
  enviado_at: Date | null;
  error: string | null;
};

const MAXIMO = 500;

/** The mail outbox, newest first: every mail the platform produced, delivered or not. */
export async function listarCorreos(deps: Dependencias, limite: number): Promise<CorreoVista[]> {
  const { correos } = schema;
  const filas = await deps.db
    .select()
    .from(correos)
    .orderBy(desc(correos.createdAt))
    .limit(Math.min(Math.max(limite, 1), MAXIMO));
  return filas.map((c) => ({
    id: c.id,
    para: c.para,
    asunto: c.asunto,
    texto: c.texto,
    html: c.html,
    transporte: c.transporte,
    created_at: c.createdAt,
    enviado_at: c.enviadoAt,
    error: c.error,
  }));
}
