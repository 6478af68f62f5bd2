/**
 * Client of the DNI/RUC look-up providers Peruvian systems use (the apis.net.pe REST protocol):
 * GET {base}/v2/reniec/dni?numero=… and GET {base}/v2/sunat/ruc?numero=…, Bearer token, JSON answers.
 * The same protocol is spoken by our local simulator, the embedded default.
 */
export type PersonaDni = { dni: string; nombres: string; apellidoPaterno: string; apellidoMaterno: string };
export type EmpresaRuc = {
  ruc: string;
  razonSocial: string;
  estado: string;
  condicion: string;
  ubigeo: string | null;
  direccion: string;
};

export type ClienteIdentidad = {
  dni(numero: string): Promise<PersonaDni | null>;
  ruc(numero: string): Promise<EmpresaRuc | null>;
};

type RespuestaDni = {
  numeroDocumento?: string;
  nombres?: string;
  apellidoPaterno?: string;
  apellidoMaterno?: string;
};
type RespuestaRuc = {
  numeroDocumento?: string;
  razonSocial?: string;
  estado?: string;
  condicion?: string;
  ubigeo?: string;
  direccion?: string;
};

export function crearClienteIdentidad(base: string, token: string, tiempoMs = 5000): ClienteIdentidad {
  async function pedir<T>(ruta: string, numero: string): Promise<T | null> {
    const url = `${base.replace(/\/$/, '')}${ruta}?numero=${encodeURIComponent(numero)}`;
    const r = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(tiempoMs),
    });
    if (r.status === 404 || r.status === 422) return null;
    if (!r.ok) throw new Error(`El servicio de consulta respondió ${r.status}`);
    return (await r.json()) as T;
  }
  return {
    async dni(numero) {
      const d = await pedir<RespuestaDni>('/v2/reniec/dni', numero);
      if (!d?.numeroDocumento) return null;
      return {
        dni: d.numeroDocumento,
        nombres: d.nombres ?? '',
        apellidoPaterno: d.apellidoPaterno ?? '',
        apellidoMaterno: d.apellidoMaterno ?? '',
      };
    },
    async ruc(numero) {
      const d = await pedir<RespuestaRuc>('/v2/sunat/ruc', numero);
      if (!d?.numeroDocumento) return null;
      return {
        ruc: d.numeroDocumento,
        razonSocial: d.razonSocial ?? '',
        estado: d.estado ?? '',
        condicion: d.condicion ?? '',
        ubigeo: d.ubigeo && /^\d{6}$/.test(d.ubigeo) ? d.ubigeo : null,
        direccion: d.direccion ?? '',
      };
    },
  };
}
