import { describe, expect, it } from 'vitest';
import { bytesABase64 } from './base64';
import { estadoCertificado } from './certificado';

describe('certificate', () => {
  it('is green only when readable, in force and of the company’s RUC', () => {
    const ok = estadoCertificado({
      legible: true,
      vigente: true,
      ruc_coincide: true,
      dias_para_vencer: 300,
      sujeto: 'CN=ANDINA',
      vence: '2027-05-01T15:00:00.000Z',
      mensaje: 'Certificado válido: vence en 300 días',
    });
    expect(ok).toMatchObject({ valido: true, etiqueta: 'Válido', severidad: 'success', vence: '01/05/2027' });
    expect(ok.dias).toBe('300');
    const otro = estadoCertificado({
      legible: true,
      vigente: true,
      ruc_coincide: false,
      mensaje: 'El certificado es del RUC 1, no de la empresa (2)',
    });
    expect(otro).toMatchObject({ valido: false, etiqueta: 'No válido', severidad: 'danger', dias: '—' });
  });

  it('encodes a file’s bytes in base64, large ones included', () => {
    expect(bytesABase64(new TextEncoder().encode('Kipu'))).toBe('S2lwdQ==');
    const grande = new Uint8Array(100_000).fill(65);
    expect(atob(bytesABase64(grande))).toHaveLength(100_000);
  });
});
