import { describe, expect, it } from 'vitest';
import { loginConRetorno, rutaDeRetorno } from './retorno';

describe('the page /login comes back to', () => {
  it('is the path it was given, round-tripped through the query string', () => {
    const login = loginConRetorno('/invitacion/abc.def?x=1');
    expect(login).toBe('/login?volver=%2Finvitacion%2Fabc.def%3Fx%3D1');
    expect(rutaDeRetorno(login.slice('/login'.length))).toBe('/invitacion/abc.def?x=1');
  });

  it('is none without the parameter or with an empty one', () => {
    expect(rutaDeRetorno('')).toBeNull();
    expect(rutaDeRetorno('?volver=')).toBeNull();
  });

  it('is never another origin', () => {
    for (const ruta of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(rutaDeRetorno(`?volver=${encodeURIComponent(ruta)}`)).toBeNull();
  });
});
