import { describe, expect, it } from 'vitest';
import { bytesDeBase64 } from './descargar';

describe('bytesDeBase64', () => {
  it('decodes every byte value, including those above 127', () => {
    const original = Buffer.from([0, 1, 80, 75, 3, 4, 127, 128, 200, 255]);
    expect([...bytesDeBase64(original.toString('base64'))]).toEqual([...original]);
  });
});
