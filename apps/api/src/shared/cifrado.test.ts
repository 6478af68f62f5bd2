import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cifrar, descifrar } from './cifrado.ts';

describe('cifrado AES-256-GCM', () => {
  const clave = randomBytes(32);

  it('round-trips text and bytes, with a fresh IV each time', () => {
    const a = cifrar(clave, 'CLAVESOL123');
    expect(a).not.toContain('CLAVESOL123');
    expect(a).not.toBe(cifrar(clave, 'CLAVESOL123'));
    expect(descifrar(clave, a).toString()).toBe('CLAVESOL123');
    const bytes = randomBytes(300);
    expect(descifrar(clave, cifrar(clave, bytes))).toEqual(bytes);
  });

  it('refuses a tampered secret or another key', () => {
    const sobre = cifrar(clave, 'secreto');
    const partes = sobre.split('.');
    const alterado = [...partes.slice(0, 3), Buffer.from('otro').toString('base64url')].join('.');
    expect(() => descifrar(clave, alterado)).toThrow();
    expect(() => descifrar(randomBytes(32), sobre)).toThrow();
  });
});
