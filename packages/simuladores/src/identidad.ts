import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local simulator of the DNI/RUC look-up provider (same REST protocol as the real one): answers the
 * records it was given, 404 for unknown numbers, 401 without the token, and can be told to fail.
 */
export type RegistroDni = {
  numeroDocumento: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
};
export type RegistroRuc = {
  numeroDocumento: string;
  razonSocial: string;
  estado: string;
  condicion: string;
  ubigeo: string;
  direccion: string;
};

export type SimuladorIdentidad = {
  url: string;
  token: string;
  /** Makes the next n requests answer HTTP 503 (a provider outage). */
  fallar(n: number): void;
  cerrar(): Promise<void>;
};

export const DATOS_DEMO: { dni: RegistroDni[]; ruc: RegistroRuc[] } = {
  dni: [
    { numeroDocumento: '45678912', nombres: 'ROSA', apellidoPaterno: 'HUAMAN', apellidoMaterno: 'TORRES' },
    {
      numeroDocumento: '41234567',
      nombres: 'JUAN CARLOS',
      apellidoPaterno: 'PEREZ',
      apellidoMaterno: 'QUISPE',
    },
  ],
  ruc: [
    {
      numeroDocumento: '20100070970',
      razonSocial: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
      estado: 'ACTIVO',
      condicion: 'HABIDO',
      ubigeo: '150131',
      direccion: 'CAL. MORELLI NRO. 181',
    },
    {
      numeroDocumento: '20131312955',
      razonSocial: 'SUPERINTENDENCIA NACIONAL DE ADUANAS Y DE ADMINISTRACION TRIBUTARIA - SUNAT',
      estado: 'ACTIVO',
      condicion: 'HABIDO',
      ubigeo: '150101',
      direccion: 'AV. GARCILASO DE LA VEGA NRO. 1472',
    },
    {
      numeroDocumento: '20601234565',
      razonSocial: 'COMERCIAL ANDINA DEMO S.A.C.',
      estado: 'ACTIVO',
      condicion: 'NO HABIDO',
      ubigeo: '150131',
      direccion: 'AV. JAVIER PRADO ESTE NRO. 1234',
    },
  ],
};

export async function iniciarSimuladorIdentidad(
  datos = DATOS_DEMO,
  opciones: { puerto?: number; token?: string } = {},
): Promise<SimuladorIdentidad> {
  const token = opciones.token ?? 'token-simulador';
  let fallos = 0;
  const servidor: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://simulador');
    const responder = (status: number, cuerpo: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(cuerpo));
    };
    if (fallos > 0) {
      fallos--;
      return responder(503, { message: 'Servicio no disponible' });
    }
    if (req.headers.authorization !== `Bearer ${token}`) return responder(401, { message: 'Token inválido' });
    const numero = url.searchParams.get('numero') ?? '';
    if (url.pathname === '/v2/reniec/dni') {
      if (!/^\d{8}$/.test(numero)) return responder(422, { message: 'DNI no válido' });
      const d = datos.dni.find((x) => x.numeroDocumento === numero);
      return d ? responder(200, d) : responder(404, { message: 'No encontrado' });
    }
    if (url.pathname === '/v2/sunat/ruc') {
      if (!/^\d{11}$/.test(numero)) return responder(422, { message: 'RUC no válido' });
      const r = datos.ruc.find((x) => x.numeroDocumento === numero);
      return r ? responder(200, r) : responder(404, { message: 'No encontrado' });
    }
    return responder(404, { message: 'Ruta desconocida' });
  });
  await new Promise<void>((ok) => servidor.listen(opciones.puerto ?? 0, '127.0.0.1', ok));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    fallar(n) {
      fallos = n;
    },
    cerrar: () => new Promise((ok) => servidor.close(() => ok())),
  };
}
