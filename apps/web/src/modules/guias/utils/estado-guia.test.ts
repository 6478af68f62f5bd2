import { describe, expect, it } from 'vitest';
import {
  admiteBaja,
  base64DeTexto,
  etiquetaEstadoGuia,
  filasHasta,
  guiaEnCurso,
  nombreXmlGuia,
  paginaDe,
  respuestaSunat,
} from './estado-guia';

describe('estado de una guía', () => {
  it('labels every state in Spanish', () => {
    expect(
      ['pendiente', 'enviado', 'aceptado', 'observado', 'rechazado', 'anulado'].map(etiquetaEstadoGuia),
    ).toEqual(['Pendiente', 'Enviado', 'Aceptado', 'Observado', 'Rechazado', 'Anulado']);
    expect(etiquetaEstadoGuia('otro')).toBe('otro');
  });

  it('keeps asking while SUNAT has not answered', () => {
    expect(guiaEnCurso('pendiente')).toBe(true);
    expect(guiaEnCurso('enviado')).toBe(true);
    expect(guiaEnCurso('aceptado')).toBe(false);
    expect(guiaEnCurso('rechazado')).toBe(false);
  });

  it('offers the baja only for guides SUNAT accepted', () => {
    const estados = ['pendiente', 'enviado', 'aceptado', 'observado', 'rechazado', 'anulado'];
    expect(estados.filter(admiteBaja)).toEqual(['aceptado', 'observado']);
  });

  it("shows SUNAT's code and message, else the last error", () => {
    expect(respuestaSunat({ codigo_sunat: '0', descripcion_sunat: 'Aceptada', ultimo_error: 'x' })).toBe(
      '0 - Aceptada',
    );
    expect(
      respuestaSunat({ codigo_sunat: null, descripcion_sunat: null, ultimo_error: 'Sin credenciales' }),
    ).toBe('Sin credenciales');
    expect(respuestaSunat({})).toBe('');
  });
});

describe('archivos y páginas', () => {
  it('names the XML as SUNAT does and encodes it as UTF-8', () => {
    expect(nombreXmlGuia('20601234565', { tipo: '09', serie: 'T001', numero: 7 })).toBe(
      '20601234565-09-T001-7.xml',
    );
    const base64 = base64DeTexto('<a>Ñandú</a>');
    expect(new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))).toBe(
      '<a>Ñandú</a>',
    );
  });

  it('asks for the rows up to the page and shows only that page', () => {
    expect(filasHasta(20, 10)).toBe(30);
    expect(filasHasta(495, 10)).toBe(500);
    expect(paginaDe([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(paginaDe([1, 2, 3], 10, 10)).toEqual([]);
  });
});
