import type { AppDePrueba } from './app-de-prueba.ts';

export type OpcionesImagen = { tipo?: string | undefined; nombre?: string; token?: string | undefined };

/** POST /upload as the screens send it: the `type` field (when given), then the file in `img`. */
export function subirImagen(t: AppDePrueba, contenido: Buffer, o: OpcionesImagen = {}) {
  const limite = '----kipu';
  const campoTipo = o.tipo
    ? `--${limite}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${o.tipo}\r\n`
    : '';
  const cuerpo = Buffer.concat([
    Buffer.from(
      `${campoTipo}--${limite}\r\nContent-Disposition: form-data; name="img"; filename="${o.nombre ?? 'foto.png'}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    contenido,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/upload',
    headers: {
      'content-type': `multipart/form-data; boundary=${limite}`,
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
    },
    payload: cuerpo,
  });
}
