import { describe, expect, it } from 'vitest';
import { errorDeTransicionDelivery } from './delivery.ts';

describe('errorDeTransicionDelivery', () => {
  it.each([
    ['registrado', 'en_camino', undefined],
    ['registrado', 'cancelado', undefined],
    ['en_camino', 'entregado', undefined],
    ['en_camino', 'cancelado', undefined],
    ['registrado', 'entregado', 'Un delivery registrado solo puede pasar a en camino o cancelado'],
    ['en_camino', 'registrado', 'Un delivery en camino solo puede pasar a entregado o cancelado'],
    ['entregado', 'cancelado', 'El delivery ya está entregado'],
    ['cancelado', 'en_camino', 'El delivery ya está cancelado'],
    ['registrado', 'perdido', 'Estado de delivery no válido: perdido'],
  ] as const)('%s → %s', (actual, nuevo, error) => {
    expect(errorDeTransicionDelivery(actual, nuevo)).toBe(error);
  });
});
