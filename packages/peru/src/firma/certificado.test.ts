import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generarCertificadoPrueba, leerPkcs12 } from './certificado.ts';

describe('PKCS#12 certificates', () => {
  const { pfx, password } = generarCertificadoPrueba('20601234565', 'COMERCIAL ANDINA DEMO S.A.C.');

  it('reads back the generated test certificate with its RUC and one-year validity', () => {
    const c = leerPkcs12(pfx, password);
    if ('error' in c) throw new Error(c.error);
    expect(c.ruc).toBe('20601234565');
    expect(c.sujeto).toContain('COMERCIAL ANDINA DEMO S.A.C.');
    expect(Math.round((c.vence.getTime() - c.emitido.getTime()) / 86_400_000)).toBe(366);
    expect(c.llavePem).toContain('PRIVATE KEY');
  });

  it('tells a wrong password from a file that is not PKCS#12', () => {
    expect(leerPkcs12(pfx, 'otra')).toEqual({ error: 'password' });
    expect(leerPkcs12(Buffer.from('no es un certificado'), password)).toEqual({ error: 'ilegible' });
  });

  it('reads a .pfx made by OpenSSL 3 with its default (AES) encryption', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kipu-pfx-'));
    try {
      const c = leerPkcs12(pfx, password);
      if ('error' in c) throw new Error(c.error);
      writeFileSync(join(dir, 'c.pem'), c.certificadoPem);
      writeFileSync(join(dir, 'k.pem'), c.llavePem);
      execFileSync('openssl', [
        'pkcs12',
        '-export',
        '-in',
        join(dir, 'c.pem'),
        '-inkey',
        join(dir, 'k.pem'),
        '-out',
        join(dir, 'o.pfx'),
        '-passout',
        'pass:clave123',
      ]);
      const otra = leerPkcs12(readFileSync(join(dir, 'o.pfx')), 'clave123');
      if ('error' in otra) throw new Error(otra.error);
      expect(otra.ruc).toBe('20601234565');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
